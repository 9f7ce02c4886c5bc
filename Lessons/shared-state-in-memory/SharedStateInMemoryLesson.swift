import LessonRegistry

extension Lesson {
  static func sharedStateInMemory(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Shared state: in memory",
      summary: "two tabs sharing stats through @Shared(.inMemory), which start over with the app",
      methods: [
        .mutating("increment", of: Stats.self) { $0.increment() },
        .mutating("decrement", of: Stats.self) { $0.decrement() },
      ],
      // And a reset by the value the profile tab writes: `withLock { $0 = Stats() }`.
      initializers: [.initializer { Stats() }],
      tutorial: folder.tutorial,
      initialState: { SharedStateInMemory.State() },
      reducer: { SharedStateInMemory() }
    )
  }
}
