import LessonRegistry

extension Lesson {
  static func sharedStats(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Shared state: file storage",
      summary: "two tabs sharing stats through @Shared(.fileStorage), kept across restarts",
      // A test asserts a change to the stats by calling what the feature called, as TCA's
      // shared-state tests do: `$0.counter.$stats.withLock { $0.increment() }`.
      methods: [
        .mutating("increment", of: Stats.self) { $0.increment() },
        .mutating("decrement", of: Stats.self) { $0.decrement() },
      ],
      // And a reset by the value the profile tab writes: `withLock { $0 = Stats() }`.
      initializers: [.initializer { Stats() }],
      uses: ["dataDirectory"],
      tutorial: folder.tutorial,
      initialState: { SharedStateFileStorage.State() },
      reducer: { SharedStateFileStorage() }
    )
  }
}
