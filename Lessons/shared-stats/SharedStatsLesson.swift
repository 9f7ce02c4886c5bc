import PlaygroundSession

extension Lesson {
  static let sharedStats = Lesson(
    id: "shared-stats",
    title: "Shared state: file storage",
    summary: "two tabs sharing stats through @Shared(.fileStorage), kept across restarts",
    uses: ["dataDirectory"],
    tutorial: .embedded("shared-stats"),
    initialState: { SharedStateFileStorage.State() },
    reducer: { SharedStateFileStorage() }
  )
}
