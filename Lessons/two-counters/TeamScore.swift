import ComposableArchitecture

/// One side of a scoreboard: a team's name and its points. It knows nothing of the board it
/// sits on, so the same reducer runs the home side and the away side.
@Reducer
struct TeamScore {
  @ObservableState
  struct State: Equatable {
    var name: String
    var points = 0
  }

  enum Action {
    /// The referee took back a point given by mistake.
    case pointOverruled
    case pointScored
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pointOverruled:
        // A score never goes below zero: the rule lives with the score, not with the board.
        state.points = max(0, state.points - 1)
        return .none

      case .pointScored:
        state.points += 1
        return .none
      }
    }
  }
}
