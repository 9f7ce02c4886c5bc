import ComposableArchitecture

/// A game of tic-tac-toe: players take turns filling a cell of the board until one has three
/// in a line or the board is full. Quitting dismisses the game from the screen that presented it.
@Reducer
struct Game {
  @ObservableState
  struct State: Equatable {
    var board: Three<Three<Player?>> = .empty
    var currentPlayer: Player = .x
    let oPlayerName: String
    let xPlayerName: String

    init(oPlayerName: String, xPlayerName: String) {
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }

    var currentPlayerName: String {
      switch currentPlayer {
      case .o: oPlayerName
      case .x: xPlayerName
      }
    }
  }

  enum Action {
    case cellTapped(row: Int, column: Int)
    case playAgainButtonTapped
    case quitButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .cellTapped(row, column):
        // A board only sends the cells it shows; the shell can type any, and a cell off the
        // board would stop the program. A filled cell, or a game already won, takes no more moves.
        guard (0..<3).contains(row), (0..<3).contains(column), state.board[row][column] == nil, !state.board.hasWinner else { return .none }
        state.board[row][column] = state.currentPlayer
        if !state.board.hasWinner {
          state.currentPlayer.toggle()
        }
        return .none

      case .playAgainButtonTapped:
        state = Game.State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none

      case .quitButtonTapped:
        return .run { _ in
          await dismiss()
        }
      }
    }
  }
}

enum Player: Equatable, Sendable {
  case o
  case x

  mutating func toggle() {
    self = self == .o ? .x : .o
  }

  var label: String {
    switch self {
    case .o: "⭕️"
    case .x: "❌"
    }
  }
}

extension Three<Three<Player?>> {
  static let empty = Self(.init(nil, nil, nil), .init(nil, nil, nil), .init(nil, nil, nil))

  var isFilled: Bool {
    allSatisfy { $0.allSatisfy { $0 != nil } }
  }

  /// Whether `player` holds a whole row, column or diagonal.
  func hasWin(_ player: Player) -> Bool {
    let lines = [
      [(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)],
      [(0, 0), (1, 0), (2, 0)], [(0, 1), (1, 1), (2, 1)], [(0, 2), (1, 2), (2, 2)],
      [(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)],
    ]
    return lines.contains { line in line.allSatisfy { self[$0.0][$0.1] == player } }
  }

  var hasWinner: Bool {
    hasWin(.x) || hasWin(.o)
  }
}
