import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func multipleDestinations(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Multiple destinations",
      summary: "tree navigation: one @Presents enum of destinations, alerts and dialogs among them",
      // A test writes the counter it presents: `$0.destination = .sheet(Counter.State())`.
      initializers: .counterState,
      tutorial: folder.tutorial,
      initialState: { MultipleDestinations.State() },
      reducer: { MultipleDestinations() }
    )
  }
}

extension [TypeableInitializer] {
  /// `Counter.State()` and `Counter.State(count:)`, for the lessons that present or load a
  /// `Counter`, as their tests write it.
  static var counterState: Self {
    [
      .initializer { Counter.State() },
      .initializer("count") { (count: Int) in Counter.State(count: count) },
    ]
  }
}
