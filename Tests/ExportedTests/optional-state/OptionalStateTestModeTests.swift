import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BoxOffice.
@testable import Lessons

@MainActor
struct OptionalStateTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: BoxOffice.State()) {
      BoxOffice()
    }

    await store.send(.openBasketButtonTapped) {
      $0.basket = TicketBasket.State(seats: 1)
    }
    await store.send(.basket(.addSeatButtonTapped)) {
      $0.basket?.seats = 2
    }
    await store.send(.basket(.addSeatButtonTapped)) {
      $0.basket = TicketBasket.State(seats: 3)
    }
    await withKnownIssue {
      await store.send(.basket(.removeSeatButtonTapped)) {
        $0.basket?.seats = 1
      }
    }
    await withKnownIssue {
      await store.send(.basket(.checkoutButtonTapped)) {
        $0.basket = nil
      }
    }
    await withKnownIssue {
      await store.send(.basket(.addSeatButtonTapped))
    }
    await store.send(.openBasketButtonTapped) {
      $0.basket = TicketBasket.State()
    }
    await store.send(.discardBasketButtonTapped) {
      $0.basket = nil
    }
    await store.finish()
  }
}
