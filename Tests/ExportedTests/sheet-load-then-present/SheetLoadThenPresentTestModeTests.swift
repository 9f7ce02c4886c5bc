import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Kitchen.
@testable import Lessons

@MainActor
struct SheetLoadThenPresentTestModeTests {
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
    await clock.advance(by: .seconds(1))
    await store.receive(\.recipeFetched.success) {
      $0.isFetching = false
      $0.recipe = RecipeCard.State(dish: "Lentil soup", steps: ["Prepare lentil soup", "Cook", "Serve"], servings: 2)
    }
    await store.send(.recipe(.presented(.doneButtonTapped)))
    await store.receive(\.recipe.dismiss) {
      $0.recipe = nil
    }
    await store.finish()
  }
}
