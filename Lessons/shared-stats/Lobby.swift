import ComposableArchitecture

/// The caretaker's desk in the lobby. It never sends the cabin an action: it holds the same
/// `@Shared(.liftStats)` record, so it sees every trip, and its reset is seen in the cabin.
@Reducer
struct Lobby {
  @ObservableState
  struct State: Equatable {
    @Shared(.liftStats) var stats = Stats()
  }

  enum Action {
    /// After servicing, the lift starts a fresh record at the ground floor.
    case serviceCompletedButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .serviceCompletedButtonTapped:
        state.$stats.withLock { $0 = Stats() }
        return .none
      }
    }
  }
}
