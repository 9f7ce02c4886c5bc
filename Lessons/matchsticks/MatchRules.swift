/// The rules of matchsticks, as pure functions of the rows: no state, no effects, so they are
/// tested on their own and the game's reducer only applies them.
///
/// The rows start as a layout gives them. A player takes one to three matches from one row;
/// whoever takes the last match on the table loses.
enum MatchRules {
  /// The most matches one turn may take.
  static let mostPerTurn = 3

  /// The rows after taking `count` matches from row `row`, counted from 0 as the state's dump
  /// numbers them.
  static func take(_ count: Int, fromRow row: Int, in rows: [Int]) throws(IllegalMove) -> [Int] {
    guard rows.indices.contains(row) else { throw .noSuchRow(row, rows: rows.count) }
    guard (1...mostPerTurn).contains(count) else { throw .takeOneToThree }
    guard rows[row] >= count else { throw .notEnoughInRow(row, left: rows[row]) }
    var rows = rows
    rows[row] -= count
    return rows
  }

  /// Whether the move that left `rows` took the last match.
  static func isCleared(_ rows: [Int]) -> Bool {
    rows.allSatisfy { $0 == 0 }
  }
}

/// A move the rules refuse, with the sentence a player reads.
enum IllegalMove: Error, Equatable {
  case noSuchRow(Int, rows: Int)
  case takeOneToThree
  case notEnoughInRow(Int, left: Int)

  var message: String {
    switch self {
    case let .noSuchRow(row, rows): "There is no row \(row): the rows are 0 to \(rows - 1)."
    case .takeOneToThree: "Take one, two or three matches."
    case let .notEnoughInRow(row, 0): "Row \(row) is empty."
    case let .notEnoughInRow(row, left): "Row \(row) has only \(left) left."
    }
  }
}

/// How many rows the table starts with, and how many matches each holds.
enum TableLayout: String, CaseIterable, Equatable, Sendable {
  /// Three rows, 1, 3 and 5: a quick game.
  case short
  /// Four rows, 1, 3, 5 and 7: the classic table.
  case classic

  var rows: [Int] {
    switch self {
    case .short: [1, 3, 5]
    case .classic: [1, 3, 5, 7]
    }
  }
}
