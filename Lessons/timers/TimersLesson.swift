import LessonRegistry

extension Lesson {
  static let timers = Lesson(
    id: "timers",
    title: "Timers",
    summary: "a long-living effect on a virtual clock",
    uses: ["continuousClock"],
    tutorial: .embedded("timers"),
    initialState: { Timers.State() },
    reducer: { Timers() }
  )
}
