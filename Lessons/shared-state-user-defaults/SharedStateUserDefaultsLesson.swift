import LessonRegistry

extension Lesson {
  static func sharedStateUserDefaults(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Shared state: user defaults",
      summary: "a reading app's page and settings sharing the text size through @Shared(.appStorage), kept across restarts",
      uses: ["dataDirectory"],
      tutorial: folder.tutorial,
      initialState: { ReadingApp.State() },
      reducer: { ReadingApp() }
    )
  }
}
