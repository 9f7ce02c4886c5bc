import ComposableArchitecture

/// A box office where a basket of tickets is open or not. While `basket` is `nil` there is no
/// basket to show and no basket logic to run: `ifLet` runs `TicketBasket` only while it holds
/// a value.
@Reducer
struct BoxOffice {
  @ObservableState
  struct State: Equatable {
    var basket: TicketBasket.State?
    var seatsSold = 0
  }

  enum Action {
    case basket(TicketBasket.Action)
    case discardBasketButtonTapped
    case openBasketButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .basket(.checkoutButtonTapped):
        state.seatsSold += state.basket?.seats ?? 0
        state.basket = nil
        return .none

      case .basket:
        return .none

      case .discardBasketButtonTapped:
        state.basket = nil
        return .none

      case .openBasketButtonTapped:
        // A second tap keeps the basket the learner has filled.
        if state.basket == nil {
          state.basket = TicketBasket.State()
        }
        return .none
      }
    }
    // Attached to the parent's `Reduce`, so the basket handles its action first: checkout ends
    // with the parent closing the basket, after the basket has seen the tap.
    .ifLet(\.basket, action: \.basket) {
      TicketBasket()
    }
  }
}
