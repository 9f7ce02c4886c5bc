import LessonRegistry

extension Lesson {
  static let sharedStats = Lesson(
    id: "shared-stats",
    title: "Shared state: file storage",
    summary: "two tabs sharing stats through @Shared(.fileStorage), kept across restarts",
    // A test asserts a change to the stats by calling what the feature called, as TCA's
    // shared-state tests do: `$0.counter.$stats.withLock { $0.increment() }`.
    methods: [
      .mutating("increment", of: Stats.self) { $0.increment() },
      .mutating("decrement", of: Stats.self) { $0.decrement() },
    ],
    uses: ["dataDirectory"],
    tutorial: .embedded("shared-stats"),
    initialState: { SharedStateFileStorage.State() },
    reducer: { SharedStateFileStorage() }
  )
}
