import LessonRegistry

extension Lesson {
  static func sharedStateUserDefaults(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Shared state: user defaults",
      summary: "two tabs sharing a count through @Shared(.appStorage), kept across restarts",
      uses: ["dataDirectory"],
      tutorial: folder.tutorial,
      initialState: { SharedStateUserDefaults.State() },
      reducer: { SharedStateUserDefaults() }
    )
  }
}
