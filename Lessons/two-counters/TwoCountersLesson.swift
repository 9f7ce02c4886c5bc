import LessonRegistry

extension Lesson {
  static func twoCounters(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Composition: a scoreboard of two teams",
      summary: "one feature built from two team scores with Scope",
      tutorial: folder.tutorial,
      initialState: { Scoreboard.State() },
      reducer: { Scoreboard() }
    )
  }
}
