import ComposableArchitecture

/// A basket of seats for one show, from one seat up to the most a booking may hold.
@Reducer
struct TicketBasket {
  @ObservableState
  struct State: Equatable {
    var seats = 1
  }

  enum Action {
    case addSeatButtonTapped
    case checkoutButtonTapped
    case removeSeatButtonTapped
  }

  static let maximumSeats = 6

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSeatButtonTapped:
        state.seats = min(Self.maximumSeats, state.seats + 1)
        return .none

      case .checkoutButtonTapped:
        // The box office pays for the basket and closes it.
        return .none

      case .removeSeatButtonTapped:
        state.seats = max(1, state.seats - 1)
        return .none
      }
    }
  }
}
