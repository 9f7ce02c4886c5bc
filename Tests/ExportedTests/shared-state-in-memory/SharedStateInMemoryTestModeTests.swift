import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines CornerShop.
@testable import Lessons

@MainActor
struct SharedStateInMemoryTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: CornerShop.State()) {
      CornerShop()
    }

    await store.send(.screenPicked(.till)) {
      $0.screen = .till
    }
    await store.send(.shelves(.addToBasketTapped(.tea))) {
      $0.shelves.$basket.withLock { $0.append(.tea) }
    }
    await withKnownIssue {
      await store.send(.shelves(.addToBasketTapped(.bread)))
    }
    await store.send(.shelves(.addToBasketTapped(.bread))) {
      $0.till.$basket.withLock { $0 = [.tea, .bread, .bread] }
    }
    await store.send(.till(.putBackLastTapped)) {
      $0.till.$basket.withLock { _ = $0.removeLast() }
    }
    store.exhaustivity = .off
    await store.send(.till(.checkOutTapped)) {
      $0.till.receipt = "Paid for 2 item(s): tea, bread."
    }
    store.exhaustivity = .on
    await store.send(.till(.checkOutTapped)) {
      $0.till.receipt = "Nothing to pay for: the basket is empty."
    }
    await store.finish()
  }
}
