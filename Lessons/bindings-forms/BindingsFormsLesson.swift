import LessonRegistry

extension Lesson {
  static func bindingsForms(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Bindings: the alarm form with BindingReducer",
      summary: "BindableAction and BindingReducer, one action for every field",
      tutorial: folder.tutorial,
      initialState: { AlarmBindingForm.State() },
      reducer: { AlarmBindingForm() }
    )
  }
}
