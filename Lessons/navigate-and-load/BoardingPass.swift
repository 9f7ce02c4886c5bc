import ComposableArchitecture

/// The pushed screen, once its pass is issued: the seat, and a stepper for the bags checked in
/// with it, from none to the three the fare allows.
@Reducer
struct BoardingPass {
  @ObservableState
  struct State: Equatable {
    let seat: String
    var bags = 0
  }

  enum Action {
    case bagStepperChanged(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      guard case let .bagStepperChanged(bags) = action else { return .none }
      state.bags = min(max(bags, 0), 3)
      return .none
    }
  }
}
