import LessonRegistry

extension Lesson {
  static func reusableFavoriting(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Higher-order reducers: Reusable favoriting",
      summary: "a generic reducer any row embeds with Scope: optimistic toggle, cancel by id, roll back on failure",
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Episodes.State(episodes: .mocks) },
      initialStateSource: "Episodes.State(episodes: .mocks)",
      reducer: { Episodes() }
    )
  }
}
