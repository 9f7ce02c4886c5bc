import LessonRegistry

extension Lesson {
  static func timers(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Timers",
      summary: "a long-living effect on a virtual clock",
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Stopwatch.State() },
      reducer: { Stopwatch() }
    )
  }
}
