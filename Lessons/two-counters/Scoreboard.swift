import ComposableArchitecture

/// A scoreboard composed of two `TeamScore`s. Each `Scope` hands one side its slice of the
/// state and only the actions wrapped in its case; the board's own `Reduce` then says who leads.
@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var home = TeamScore.State(name: "Harbour Herons")
    var away = TeamScore.State(name: "Quarry Foxes")
    var lead = Lead.level
  }

  enum Action {
    case away(TeamScore.Action)
    case home(TeamScore.Action)
  }

  /// `CaseIterable`, so the shell can type a case: `$0.lead = .home`.
  enum Lead: CaseIterable, Equatable {
    case away
    case home
    case level
  }

  var body: some ReducerOf<Self> {
    Scope(\.home, action: \.home) {
      TeamScore()
    }
    Scope(\.away, action: \.away) {
      TeamScore()
    }
    // After the `Scope`s, so it reads the points the side has just changed. Placed before them,
    // it would read the score from before the action and the lead would lag one point behind.
    Reduce { state, _ in
      Self.updateLead(&state)
      return .none
    }
  }

  static func updateLead(_ state: inout State) {
    if state.home.points == state.away.points {
      state.lead = .level
    } else {
      state.lead = state.home.points > state.away.points ? .home : .away
    }
  }
}
