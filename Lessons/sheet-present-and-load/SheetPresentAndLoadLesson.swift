import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func sheetPresentAndLoad(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Sheet, present and load",
      summary: "presenting a sheet at once and loading its optional state a second later",
      initializers: .counterState,
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { PresentAndLoad.State() },
      reducer: { PresentAndLoad() }
    )
  }
}
