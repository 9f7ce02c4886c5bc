import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func effectsBasics(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Basics",
      summary: "a request to a dependency and a wait on the clock, cancelled when no longer needed",
      dependencies: [.kettle],
      errors: [TypeableError(example: KettleError(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Teapot.State() },
      reducer: { Teapot() }
    )
  }
}
