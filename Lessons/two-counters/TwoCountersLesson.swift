import LessonRegistry

extension Lesson {
  static func twoCounters(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Composition: two counters",
      summary: "one feature built from two counters with Scope",
      tutorial: folder.tutorial,
      initialState: { TwoCounters.State() },
      reducer: { TwoCounters() }
    )
  }
}
