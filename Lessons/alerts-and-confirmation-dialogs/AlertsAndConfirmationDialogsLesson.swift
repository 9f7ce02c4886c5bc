import LessonRegistry

extension Lesson {
  static func alertsAndConfirmationDialogs(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Alerts and confirmation dialogs: a playlist",
      summary: "alerts and dialogs as state, their buttons as actions",
      tutorial: folder.tutorial,
      initialState: { Playlist.State() },
      reducer: { Playlist() }
    )
  }
}
