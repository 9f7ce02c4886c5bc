import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kitchen.
@testable import Lessons

@MainActor
struct SheetLoadThenPresentBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Kitchen.State()) {
      Kitchen()
    } withDependencies: {
      $0.continuousClock = clock
      $0.recipeBook.steps = { _ in
        try await clock.sleep(for: .seconds(1))
        return ["Prepare lentil soup", "Cook", "Serve"]
      }
    }

    await store.send(.showRecipeButtonTapped) {
      $0.isFetching = true
    }
    await store.send(.showRecipeButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.recipeFetched.success, ["Prepare lentil soup", "Cook", "Serve"]) {
      $0.isFetching = false
      $0.recipe = RecipeCard.State(dish: "Lentil soup", steps: ["Prepare lentil soup", "Cook", "Serve"], servings: 2)
    }
    await store.send(.recipe(.presented(.addServingButtonTapped))) {
      $0.recipe?.servings = 3
    }
    await store.send(.recipe(.presented(.doneButtonTapped)))
    await store.receive(\.recipe.dismiss) {
      $0.recipe = nil
    }
    store.dependencies.recipeBook.steps = { _ in
      try await clock.sleep(for: .seconds(1))
      throw RecipeBookError(reason: "The recipe book is out on loan.")
    }
    await store.send(.showRecipeButtonTapped) {
      $0.isFetching = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.recipeFetched.failure) {
      $0.isFetching = false
      $0.problem = "The recipe book is out on loan."
    }
    await store.finish()
  }
}
