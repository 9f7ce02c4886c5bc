import LessonRegistry

extension Lesson {
  static func optionalState(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Optional state",
      summary: "a child feature that may be nil, run with ifLet",
      // A test asserts the counter appearing as TCA's tests write its state.
      initializers: [.initializer("count") { (count: Int) in Counter.State(count: count) }],
      tutorial: folder.tutorial,
      initialState: { OptionalBasics.State() },
      reducer: { OptionalBasics() }
    )
  }
}
