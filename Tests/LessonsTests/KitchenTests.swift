import ComposableArchitecture
import Testing

@testable import Lessons

/// The sheet-load-then-present lesson: the recipe is fetched first, the sheet is presented
/// with it, and a failed fetch presents nothing.
@MainActor
struct KitchenTests {
  nonisolated static let steps = ["Chop", "Stir"]

  func store(steps: @escaping @Sendable (String) async throws -> [String]) -> TestStoreOf<Kitchen> {
    TestStore(initialState: Kitchen.State()) {
      Kitchen()
    } withDependencies: {
      $0.recipeBook.steps = steps
    }
  }

  @Test func theSheetIsPresentedOnceTheStepsAreIn() async {
    let clock = TestClock()
    let store = store { dish in
      try await clock.sleep(for: .seconds(1))
      return dish == "Lentil soup" ? Self.steps : []
    }
    await store.send(.showRecipeButtonTapped) {
      $0.isFetching = true
    }
    // The pitfall: a second tap while fetching starts nothing.
    await store.send(.showRecipeButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.recipeFetched.success) {
      $0.isFetching = false
      $0.recipe = RecipeCard.State(dish: "Lentil soup", steps: Self.steps)
    }
    await store.send(\.recipe.addServingButtonTapped) {
      $0.recipe?.servings = 3
    }
    await store.send(\.recipe.doneButtonTapped)
    await store.receive(\.recipe.dismiss) {
      $0.recipe = nil
    }
  }

  @Test func aFailedFetchPresentsNothingAndSaysWhy() async {
    let store = store { _ in throw RecipeBookError() }
    await store.send(.showRecipeButtonTapped) {
      $0.isFetching = true
    }
    await store.receive(\.recipeFetched.failure) {
      $0.isFetching = false
      $0.problem = "The recipe book is out on loan."
    }
    store.dependencies.recipeBook.steps = { _ in Self.steps }
    await store.send(.showRecipeButtonTapped) {
      $0.isFetching = true
      $0.problem = nil
    }
    await store.receive(\.recipeFetched.success) {
      $0.isFetching = false
      $0.recipe = RecipeCard.State(dish: "Lentil soup", steps: Self.steps)
    }
  }
}
