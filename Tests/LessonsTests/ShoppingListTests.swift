import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The shopping list: rows appended with the injected `uuid` and edited by id through
/// `forEach`, deleted by offsets into the rows the picker shows, dragged in edit mode, and the
/// basket settling to the bottom two seconds after the last tick.
@MainActor
struct ShoppingListTests {
  let clock = TestClock()

  /// A list of `names`, the row ids `UUID(0)`, `UUID(1)`, …, with the rows at `inBasket` ticked.
  func list(_ names: String..., inBasket: Set<Int> = [], show: ShoppingList.Show = .all) -> ShoppingList.State {
    ShoppingList.State(
      items: IdentifiedArray(uniqueElements: names.enumerated().map { index, name in
        Grocery.State(id: UUID(index), name: name, inBasket: inBasket.contains(index))
      }),
      show: show
    )
  }

  func store(_ state: ShoppingList.State) -> TestStoreOf<ShoppingList> {
    TestStore(initialState: state) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
  }

  /// The main path: two items added and named, one ticked, the basket settling, the till.
  @Test func aShopFromAnEmptyListToTheTill() async {
    let store = store(ShoppingList.State())

    await store.send(.addItemButtonTapped) {
      $0.items = [Grocery.State(id: UUID(0))]
    }
    await store.send(\.items[id: UUID(0)].nameChanged, "Rice") {
      $0.items[id: UUID(0)]?.name = "Rice"
    }
    await store.send(.addItemButtonTapped) {
      $0.items.append(Grocery.State(id: UUID(1)))
    }
    await store.send(\.items[id: UUID(1)].nameChanged, "Lentils") {
      $0.items[id: UUID(1)]?.name = "Lentils"
    }
    await store.send(\.items[id: UUID(1)].quantityChanged, 3) {
      $0.items[id: UUID(1)]?.quantity = 3
    }
    await store.send(\.items[id: UUID(0)].basketToggled) {
      $0.items[id: UUID(0)]?.inBasket = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.basketSettled) {
      $0.items = [
        Grocery.State(id: UUID(1), name: "Lentils", quantity: 3),
        Grocery.State(id: UUID(0), name: "Rice", inBasket: true),
      ]
    }
    await store.send(.checkoutButtonTapped) {
      $0.items.remove(id: UUID(0))
    }
  }

  @Test func aQuantityNeverGoesBelowOne() async {
    let store = store(list("Eggs"))

    await store.send(\.items[id: UUID(0)].quantityChanged, 0)
    await store.send(\.items[id: UUID(0)].quantityChanged, 12) {
      $0.items[id: UUID(0)]?.quantity = 12
    }
  }

  /// Each tick restarts the wait: the basket settles once, two seconds after the last one.
  @Test func ticksInQuickSuccessionSettleOnce() async {
    let store = store(list("Milk", "Bread", "Jam"))

    await store.send(\.items[id: UUID(0)].basketToggled) {
      $0.items[id: UUID(0)]?.inBasket = true
    }
    await clock.advance(by: .milliseconds(1_500))
    await store.send(\.items[id: UUID(1)].basketToggled) {
      $0.items[id: UUID(1)]?.inBasket = true
    }
    await clock.advance(by: .milliseconds(1_999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.basketSettled) {
      $0.items = [
        Grocery.State(id: UUID(2), name: "Jam"),
        Grocery.State(id: UUID(0), name: "Milk", inBasket: true),
        Grocery.State(id: UUID(1), name: "Bread", inBasket: true),
      ]
    }
  }

  /// The till cancels the wait in flight: what it would have settled has left the list.
  @Test func theTillCancelsAPendingSettle() async {
    let store = store(list("Milk", "Bread"))

    await store.send(\.items[id: UUID(1)].basketToggled) {
      $0.items[id: UUID(1)]?.inBasket = true
    }
    await store.send(.checkoutButtonTapped) {
      $0.items.remove(id: UUID(1))
    }
    await clock.advance(by: .seconds(2))
  }

  /// Offsets count the rows on screen: offset 0 under `.inBasket` is the first ticked row.
  @Test func deletingCountsOffsetsInTheRowsOnScreen() async {
    let store = store(list("Milk", "Bread", "Jam", inBasket: [1, 2], show: .inBasket))

    await store.send(.rowsDeleted([0])) {
      $0.items.remove(id: UUID(1))
    }
    await store.send(.rowsDeleted([3]))
    await store.send(.showPicked(.needed)) {
      $0.show = .needed
    }
    await store.send(.rowsDeleted([0])) {
      $0.items.remove(id: UUID(0))
    }
  }

  /// Rows move only in edit mode with every row shown.
  @Test func rowsMoveOnlyWhileEditingTheWholeList() async {
    let store = store(list("Milk", "Bread", "Jam"))

    await store.send(.rowsMoved([0], 3))
    await store.send(.editButtonTapped) {
      $0.editMode = .active
    }
    await store.send(.rowsMoved([0], 3)) {
      $0.items.move(fromOffsets: [0], toOffset: 3)
    }
    await store.send(.rowsMoved([0], 9))
    await store.send(.showPicked(.needed)) {
      $0.show = .needed
    }
    await store.send(.rowsMoved([0], 2))
    await store.send(.editButtonTapped) {
      $0.editMode = .inactive
    }
  }

  /// An action for a row that is gone finds nothing to run, and `forEach` reports it.
  @Test func anActionForARowThatIsGoneIsReported() async {
    let store = store(list("Milk"))

    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.send(\.items[id: UUID(5)].nameChanged, "Tea")
    } matching: { issue in
      messages.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    #expect(messages.value.count == 1)
    #expect(messages.value.first?.contains("forEach") == true)
  }
}
