import LessonRegistry

extension Lesson {
  static func bindingsBasics(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Bindings: an alarm form by hand",
      summary: "a form whose every control sends its own action",
      tutorial: folder.tutorial,
      initialState: { AlarmForm.State() },
      reducer: { AlarmForm() }
    )
  }
}
