import LessonRegistry

extension Lesson {
  static func animations(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Animations: a lighthouse",
      summary: "state a view animates, and an effect that sends with an animation",
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { Lighthouse.State() },
      reducer: { Lighthouse() }
    )
  }
}
