import LessonRegistry

extension Lesson {
  static func sharedStats(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Shared state: file storage",
      summary: "a lift's cabin and lobby sharing one record through @Shared(.fileStorage), kept across restarts",
      // A test asserts a trip by calling what the cabin called, since the record's properties
      // are private(set): `$0.cabin.$stats.withLock { $0.goUp() }`.
      methods: [
        .mutating("goUp", of: Stats.self) { $0.goUp() },
        .mutating("goDown", of: Stats.self) { $0.goDown() },
      ],
      // And the lobby's reset by the value it writes: `withLock { $0 = Stats() }`.
      initializers: [.initializer { Stats() }],
      uses: ["dataDirectory"],
      tutorial: folder.tutorial,
      initialState: { LiftFeature.State() },
      reducer: { LiftFeature() }
    )
  }
}
