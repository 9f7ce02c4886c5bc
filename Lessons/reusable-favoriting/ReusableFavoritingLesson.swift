import LessonRegistry

extension Lesson {
  static func reusableFavoriting(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Higher-order reducers: Reusable favoriting",
      summary: "a generic star reducer any row embeds with Scope: optimistic toggle, cancel by row id, roll back on failure",
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Trails.State(trails: .guide) },
      initialStateSource: "Trails.State(trails: .guide)",
      reducer: { Trails() }
    )
  }
}
