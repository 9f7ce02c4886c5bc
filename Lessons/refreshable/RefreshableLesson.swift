import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func refreshable(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Refreshable",
      summary: "a pull-to-refresh request as the effect of .refresh, cancellable while it loads",
      dependencies: [.factClient],
      errors: [TypeableError(example: FactError(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Refreshable.State() },
      reducer: { Refreshable() }
    )
  }
}
