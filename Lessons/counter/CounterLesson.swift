import LessonRegistry

extension Lesson {
  static let counter = Lesson(
    id: "counter",
    title: "Counter",
    summary: "a reducer, its state and its actions",
    tutorial: .embedded("counter"),
    initialState: { Counter.State() },
    reducer: { Counter() }
  )
}
