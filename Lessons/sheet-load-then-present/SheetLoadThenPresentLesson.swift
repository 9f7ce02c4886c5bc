import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func sheetLoadThenPresent(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Sheet, load then present",
      summary: "loading a sheet's state first, then presenting it with @Presents",
      initializers: .counterState,
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { LoadThenPresent.State() },
      reducer: { LoadThenPresent() }
    )
  }
}
