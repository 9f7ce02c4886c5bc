import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines ShoppingList.
@testable import Lessons

@MainActor
struct TodosTestModeTests {
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
      await store.send(.items(.element(id: UUID(0), action: .basketToggled))) { _ in }
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.basketSettled)
    await store.send(.items(.element(id: UUID(0), action: .nameChanged("Flour")))) {
      $0.items[id: UUID(0)]?.name = "Flour"
    }
    await store.send(.checkoutButtonTapped) {
      $0.items[id: UUID(0)] = nil
    }
    await store.finish()
  }
}
