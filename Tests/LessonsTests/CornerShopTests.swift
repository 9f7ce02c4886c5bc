import ComposableArchitecture
import Testing

@testable import Lessons

/// The shared-state-in-memory lesson: the shelves and the till fill and empty one basket held
/// by `@Shared(.inMemory("basket"))`.
@MainActor
struct CornerShopTests {
  @Test func whatTheShelvesAddTheTillSees() async {
    let store = TestStore(initialState: CornerShop.State()) { CornerShop() }

    await store.send(\.shelves.addToBasketTapped, .tea) {
      $0.shelves.$basket.withLock { $0 = [.tea] }
    }
    await store.send(\.shelves.addToBasketTapped, .bread) {
      $0.till.$basket.withLock { $0.append(.bread) }
    }
    #expect(store.state.till.basket == [.tea, .bread])
  }

  @Test func puttingBackTakesTheLastItemOut() async {
    let store = TestStore(initialState: CornerShop.State()) { CornerShop() }
    await store.send(\.shelves.addToBasketTapped, .apples) {
      $0.shelves.$basket.withLock { $0 = [.apples] }
    }
    await store.send(\.shelves.addToBasketTapped, .cheese) {
      $0.shelves.$basket.withLock { $0 = [.apples, .cheese] }
    }

    await store.send(\.till.putBackLastTapped) {
      $0.till.$basket.withLock { $0 = [.apples] }
    }
    await store.send(\.till.putBackLastTapped) {
      $0.till.$basket.withLock { $0 = [] }
    }
    // Nothing left to put back: nothing changes.
    await store.send(\.till.putBackLastTapped)
  }

  @Test func checkingOutPrintsAReceiptAndEmptiesTheBasketForBothScreens() async {
    let store = TestStore(initialState: CornerShop.State()) { CornerShop() }
    for product in [Product.bread, .cheese, .bread] {
      await store.send(\.shelves.addToBasketTapped, product) {
        $0.shelves.$basket.withLock { $0.append(product) }
      }
    }

    await store.send(\.till.checkOutTapped) {
      $0.till.receipt = "Paid for 3 item(s): bread, cheese, bread."
      $0.till.$basket.withLock { $0 = [] }
    }
    #expect(store.state.shelves.basket.isEmpty)
  }

  @Test func checkingOutAnEmptyBasketSaysSo() async {
    let store = TestStore(initialState: CornerShop.State()) { CornerShop() }

    await store.send(\.till.checkOutTapped) {
      $0.till.receipt = "Nothing to pay for: the basket is empty."
    }
  }

  @Test func pickingAScreenShowsIt() async {
    let store = TestStore(initialState: CornerShop.State()) { CornerShop() }

    await store.send(.screenPicked(.till)) {
      $0.screen = .till
    }
    await store.send(.screenPicked(.shelves)) {
      $0.screen = .shelves
    }
  }

  /// The pitfall: memory is all there is. A launch starts with a fresh set of shared
  /// references, and an in-memory key has nowhere else to load from, so the basket filled
  /// before is empty: nothing a user expects to keep belongs in `.inMemory`.
  @Test func aNewLaunchStartsWithAnEmptyBasket() async {
    func launch() -> TestStoreOf<CornerShop> {
      TestStore(initialState: CornerShop.State()) {
        CornerShop()
      } withDependencies: {
        $0.persistentReferences = PersistentReferences()
      }
    }
    let first = launch()
    await first.send(\.shelves.addToBasketTapped, .tea) {
      $0.shelves.$basket.withLock { $0 = [.tea] }
    }

    let relaunched = launch()
    #expect(relaunched.state.till.basket == [])
    #expect(first.state.till.basket == [.tea])
  }
}
