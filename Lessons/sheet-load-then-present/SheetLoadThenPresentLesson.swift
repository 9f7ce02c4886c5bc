import ComposableArchitecture
import LessonRegistry

extension Lesson {
  static func sheetLoadThenPresent(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Navigation: Sheet, load then present",
      summary: "fetching a sheet's state first, then presenting it with @Presents",
      dependencies: [
        DependencyOption(
          "recipeBook",
          endpoints: [DependencyEndpoint("steps", \.recipeBook.steps, parameter: "dish")],
          modes: [
            .init("live", "three steps after 1s on the virtual clock") { $0.recipeBook = .liveValue },
            .init("failing", "throws after 1s") { $0.recipeBook = .failing },
            .init("slow", "three steps after 5s") { $0.recipeBook = .answering(after: .seconds(5)) },
          ]
        )
      ],
      errors: [TypeableError(example: RecipeBookError())],
      // A test writes the presented card: `RecipeCard.State(dish: "Lentil soup", steps: [...])`.
      initializers: [
        .initializer("dish", "steps") { (dish: String, steps: [String]) in RecipeCard.State(dish: dish, steps: steps) }
      ],
      uses: ["continuousClock", "dismiss"],
      tutorial: folder.tutorial,
      initialState: { Kitchen.State() },
      reducer: { Kitchen() }
    )
  }
}
