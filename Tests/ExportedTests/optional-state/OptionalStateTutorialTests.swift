import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BoxOffice.
@testable import Lessons

@MainActor
struct OptionalStateTutorialTests {
  @Test func session1() async {
    let store = TestStore(initialState: BoxOffice.State()) {
      BoxOffice()
    }

    await withKnownIssue {
      await store.send(.basket(.addSeatButtonTapped))
    }
    await store.send(.openBasketButtonTapped) {
      $0.basket = TicketBasket.State(seats: 1)
    }
    await store.send(.basket(.addSeatButtonTapped)) {
      $0.basket?.seats = 2
    }
    await store.send(.basket(.addSeatButtonTapped)) {
      $0.basket?.seats = 3
    }
    await store.send(.basket(.checkoutButtonTapped)) {
      $0.basket = nil
      $0.seatsSold = 3
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: BoxOffice.State()) {
      BoxOffice()
    }

    await store.send(.openBasketButtonTapped) {
      $0.basket = TicketBasket.State()
    }
    await store.send(.basket(.addSeatButtonTapped)) {
      $0.basket?.seats = 2
    }
    await store.send(.discardBasketButtonTapped) {
      $0.basket = nil
    }
    await withKnownIssue {
      await store.send(.basket(.addSeatButtonTapped))
    }
    await store.finish()
  }
}
