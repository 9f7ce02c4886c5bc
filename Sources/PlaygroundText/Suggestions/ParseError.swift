/// Why a command's argument could not be read, and where: `column` counts characters from 1 at
/// the start of the line the user typed; `nil` when the error is about the whole command, such
/// as an unknown command or `hint` with no tutorial running.
package struct ParseError: Error, Equatable {
  package let message: String
  package let column: Int?
  package var suggestion: String?

  package init(_ message: String, column: Int?, suggestion: String? = nil) {
    self.message = message
    self.column = column
    self.suggestion = suggestion
  }

  /// The one line the shell prints.
  package var description: String {
    let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
    return "\(message)\(column.map { " (column \($0))" } ?? "")\(hint)"
  }
}

extension ParseError {
  /// A name that is not among `candidates`: suggests the nearest one, or, when none is near and
  /// there are few, lists them all (`; its cases are .a, .b`), so the error says what would work.
  ///
  /// - Parameters:
  ///   - kind: What the candidates are, for the list: `cases`, `properties`.
  ///   - sigil: Typed before each name: `.` for a case.
  package static func unknownName(
    _ message: String, _ name: String, among candidates: [String], kind: String, sigil: String = "",
    column: Int?
  ) -> ParseError {
    if let near = closestName(to: name, in: candidates) {
      return ParseError(message, column: column, suggestion: sigil + near)
    }
    guard (1...fewChoices).contains(candidates.count) else { return ParseError(message, column: column) }
    return ParseError(
      "\(message); its \(kind) \(candidates.count == 1 ? "is" : "are") \(candidates.map { sigil + $0 }.joined(separator: ", "))",
      column: column
    )
  }

  /// At most this many valid names are listed in an error.
  package static let fewChoices = 8
}
