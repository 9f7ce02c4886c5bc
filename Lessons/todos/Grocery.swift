import ComposableArchitecture
import Foundation

/// One row of the shopping list: what to buy, how many, and whether it is in the basket yet.
/// A feature of its own, so the list runs one of these per row.
@Reducer
struct Grocery {
  @ObservableState
  struct State: Equatable, Identifiable {
    /// Which row this is, wherever it has moved to: the list sends the row its actions by it.
    let id: UUID
    var name = ""
    var quantity = 1
    var inBasket = false
  }

  enum Action: Sendable {
    case basketToggled
    case nameChanged(String)
    /// The stepper's new value. It never goes below one: an item wanted zero times is deleted.
    case quantityChanged(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .basketToggled:
        state.inBasket.toggle()
      case let .nameChanged(name):
        state.name = name
      case let .quantityChanged(quantity):
        state.quantity = max(quantity, 1)
      }
      return .none
    }
  }
}
