import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func effectsBasics(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Effects: Basics",
      summary: "a delayed effect on the clock, cancelled when no longer needed, and a fact request",
      dependencies: [.factClient],
      errors: [TypeableError(example: FactError(), declaredByExport: true)],
      uses: ["continuousClock"],
      tutorial: folder.tutorial,
      initialState: { EffectsBasics.State() },
      reducer: { EffectsBasics() }
    )
  }
}
