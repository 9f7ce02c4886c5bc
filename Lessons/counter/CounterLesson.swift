import PlaygroundSession

extension Lesson {
  static let counter = Lesson(
    id: "counter",
    title: "Counter",
    summary: "a reducer, its state and its actions",
    initialState: { Counter.State() },
    reducer: { Counter() }
  )
}
