import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines ShoppingList.
@testable import Lessons

@MainActor
struct TodosTestModeClosuresTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: ShoppingList.State()) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.addItemButtonTapped) {
      $0.items[id: UUID(0)] = Grocery.State(id: UUID(0), name: "", quantity: 1, inBasket: false)
    }
    await withKnownIssue {
      await store.send(.addItemButtonTapped) {
        $0.items = [Grocery.State(id: UUID(1), name: "", quantity: 1, inBasket: false), Grocery.State(id: UUID(0), name: "", quantity: 1, inBasket: false)]
      }
    }
    await store.send(.items(.element(id: UUID(0), action: .quantityChanged(3)))) {
      $0.items[id: UUID(0)]?.quantity = 3
    }
    await store.send(.items(.element(id: UUID(1), action: .basketToggled))) {
      $0.items[id: UUID(1)]?.inBasket = true
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
