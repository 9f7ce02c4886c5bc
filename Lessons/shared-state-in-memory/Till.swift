import ComposableArchitecture

/// The till: it sees what the shelves put in the basket, can put the last item back, and
/// checks out, which prints a receipt and empties the basket for both screens.
@Reducer
struct Till {
  @ObservableState
  struct State: Equatable {
    @Shared(.basket) var basket: [Product] = []
    var receipt: String?
  }

  enum Action {
    case putBackLastTapped
    case checkOutTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .putBackLastTapped:
        state.$basket.withLock { _ = $0.popLast() }
        return .none

      case .checkOutTapped:
        guard !state.basket.isEmpty else {
          state.receipt = "Nothing to pay for: the basket is empty."
          return .none
        }
        let items = state.basket.map(\.rawValue).joined(separator: ", ")
        state.receipt = "Paid for \(state.basket.count) item(s): \(items)."
        state.$basket.withLock { $0 = [] }
        return .none
      }
    }
  }
}
