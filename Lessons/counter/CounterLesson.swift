import LessonRegistry

extension Lesson {
  static func counter(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Counter",
      summary: "a reducer, its state and its actions",
      tutorial: folder.tutorial,
      initialState: { Counter.State() },
      reducer: { Counter() }
    )
  }
}
