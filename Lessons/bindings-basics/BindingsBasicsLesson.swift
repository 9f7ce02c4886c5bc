import LessonRegistry

extension Lesson {
  static func bindingsBasics(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Bindings: basics",
      summary: "a form whose every control sends its own action",
      tutorial: folder.tutorial,
      initialState: { BindingBasics.State() },
      reducer: { BindingBasics() }
    )
  }
}
