import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines ShoppingList.
@testable import Lessons

@MainActor
struct TodosBasicsTests {
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
    await store.send(.addItemButtonTapped) {
      $0.items[id: UUID(1)] = Grocery.State(id: UUID(1), name: "", quantity: 1, inBasket: false)
    }
    await store.send(.addItemButtonTapped) {
      $0.items[id: UUID(2)] = Grocery.State(id: UUID(2), name: "", quantity: 1, inBasket: false)
    }
    await store.send(.items(.element(id: UUID(0), action: .nameChanged("Rice")))) {
      $0.items[id: UUID(0)]?.name = "Rice"
    }
    await store.send(.items(.element(id: UUID(1), action: .nameChanged("Lentils")))) {
      $0.items[id: UUID(1)]?.name = "Lentils"
    }
    await store.send(.items(.element(id: UUID(2), action: .nameChanged("Limes")))) {
      $0.items[id: UUID(2)]?.name = "Limes"
    }
    await store.send(.items(.element(id: UUID(1), action: .quantityChanged(0))))
    await store.send(.items(.element(id: UUID(1), action: .quantityChanged(2)))) {
      $0.items[id: UUID(1)]?.quantity = 2
    }
    await store.send(.items(.element(id: UUID(0), action: .basketToggled))) {
      $0.items[id: UUID(0)]?.inBasket = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.items(.element(id: UUID(2), action: .basketToggled))) {
      $0.items[id: UUID(2)]?.inBasket = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.basketSettled) {
      $0.items = [Grocery.State(id: UUID(1), name: "Lentils", quantity: 2, inBasket: false), Grocery.State(id: UUID(0), name: "Rice", quantity: 1, inBasket: true), Grocery.State(id: UUID(2), name: "Limes", quantity: 1, inBasket: true)]
    }
    await store.send(.showPicked(.inBasket)) {
      $0.show = .inBasket
    }
    await store.send(.rowsDeleted(IndexSet(integer: 1))) {
      $0.items[id: UUID(2)] = nil
    }
    await store.send(.showPicked(.all)) {
      $0.show = .all
    }
    await store.send(.rowsMoved(IndexSet(integer: 1), 0))
    await store.send(.editButtonTapped) {
      $0.editMode = .active
    }
    await store.send(.rowsMoved(IndexSet(integer: 1), 0)) {
      $0.items = [Grocery.State(id: UUID(0), name: "Rice", quantity: 1, inBasket: true), Grocery.State(id: UUID(1), name: "Lentils", quantity: 2, inBasket: false)]
    }
    await store.send(.editButtonTapped) {
      $0.editMode = .inactive
    }
    await store.send(.checkoutButtonTapped) {
      $0.items[id: UUID(0)] = nil
    }
    await store.send(.basketSettled)
    await withKnownIssue {
      await store.send(.items(.element(id: UUID(7), action: .basketToggled)))
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
