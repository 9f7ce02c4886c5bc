import ComposableArchitecture

/// One game at the table: two players take turns, and the rules in `MatchRules` decide each
/// move. When the last match goes, the game tells the clubroom who won; a rematch resets the table
/// and leaving dismisses the game.
@Reducer
struct Matchsticks {
  @ObservableState
  struct State: Equatable {
    var layout: TableLayout
    var players: [String]
    /// The matches left in each row, row 1 first.
    var rows: [Int]
    /// Whose turn it is: an index into `players`.
    var turn = 0
    /// Why the last move was refused, until a move is made.
    var refusal: String?
    /// Who took the last match, once the game is over.
    var loser: String?
  }

  enum Action {
    case leaveTapped
    case rematchTapped
    case take(Int, fromRow: Int)
    case delegate(Delegate)

    @CasePathable

    enum Delegate: Equatable {
      case finished(FinishedGame)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .leaveTapped:
        return .run { _ in await dismiss() }

      case .rematchTapped:
        state = State(layout: state.layout, players: state.players)
        return .none

      case let .take(count, row):
        guard state.loser == nil else {
          state.refusal = "The game is over: ask for a rematch, or leave."
          return .none
        }
        do throws(IllegalMove) {
          state.rows = try MatchRules.take(count, fromRow: row, in: state.rows)
        } catch {
          state.refusal = error.message
          return .none
        }
        state.refusal = nil
        let mover = state.players[state.turn]
        state.turn = 1 - state.turn
        guard MatchRules.isCleared(state.rows) else { return .none }
        state.loser = mover
        return .send(.delegate(.finished(FinishedGame(winner: state.players[state.turn], loser: mover))))
      }
    }
  }
}

extension Matchsticks.State {
  /// A new game: the layout's full rows, the first player to move. In an extension, so the
  /// memberwise initializer, which `export test` writes for a whole state, stays.
  init(layout: TableLayout, players: [String]) {
    self.init(layout: layout, players: players, rows: layout.rows)
  }
}

/// A game that ended, as the clubroom lists it.
struct FinishedGame: Equatable, Sendable {
  var winner: String
  var loser: String
}
