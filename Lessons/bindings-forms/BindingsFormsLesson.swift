import LessonRegistry

extension Lesson {
  static func bindingsForms(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Bindings: forms",
      summary: "BindableAction and BindingReducer, one action for every field",
      tutorial: folder.tutorial,
      initialState: { BindingForm.State() },
      reducer: { BindingForm() }
    )
  }
}
