import LessonRegistry

extension Lesson {
  static func sharedStateInMemory(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Shared state: in memory",
      summary: "a shop's shelves and till sharing one basket through @Shared(.inMemory), empty again at each launch",
      tutorial: folder.tutorial,
      initialState: { CornerShop.State() },
      reducer: { CornerShop() }
    )
  }
}
