import ComposableArchitecture

/// The pushed screen: one plant's moisture, raised by each litre poured.
@Reducer
struct Watering {
  @ObservableState
  struct State: Equatable {
    let plant: String
    var moisture: Int
    var litresPoured: Int
  }

  enum Action {
    case pourButtonTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .pourButtonTapped:
        state.litresPoured += 1
        state.moisture = min(100, state.moisture + 15)
        return .none
      }
    }
  }
}
