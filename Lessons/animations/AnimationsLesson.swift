import LessonRegistry

extension Lesson {
  static func animations(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Animations",
      summary: "state a view animates, and an effect that sends with an animation",
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Animations.State() },
      reducer: { Animations() }
    )
  }
}
