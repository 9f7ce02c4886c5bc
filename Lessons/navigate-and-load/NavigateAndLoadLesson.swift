import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func navigateAndLoad(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Navigate and load",
      summary: "navigating at once and loading the screen's optional state a second later",
      initializers: .counterState,
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { NavigateAndLoad.State() },
      reducer: { NavigateAndLoad() }
    )
  }
}
