import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines CornerShop.
@testable import Lessons

@MainActor
struct SharedStateInMemoryBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: CornerShop.State()) {
      CornerShop()
    }

    await store.send(.shelves(.addToBasketTapped(.tea))) {
      $0.till.$basket.withLock { $0 = [.tea] }
    }
    await store.send(.shelves(.addToBasketTapped(.cheese))) {
      $0.till.$basket.withLock { $0 = [.tea, .cheese] }
    }
    await store.send(.shelves(.addToBasketTapped(.apples))) {
      $0.till.$basket.withLock { $0 = [.tea, .cheese, .apples] }
    }
    await store.send(.screenPicked(.till)) {
      $0.screen = .till
    }
    await store.send(.till(.putBackLastTapped)) {
      $0.till.$basket.withLock { $0 = [.tea, .cheese] }
    }
    await store.send(.till(.checkOutTapped)) {
      $0.till.receipt = "Paid for 2 item(s): tea, cheese."
      $0.till.$basket.withLock { $0 = [] }
    }
    await store.send(.till(.checkOutTapped)) {
      $0.till.receipt = "Nothing to pay for: the basket is empty."
    }
    await store.send(.shelves(.addToBasketTapped(.bread))) {
      $0.till.$basket.withLock { $0 = [.bread] }
    }
    await store.finish()
  }
}
