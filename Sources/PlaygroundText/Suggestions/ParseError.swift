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

  /// The one line the shell prints. A word of the message longer than
  /// ``longestEchoedWord`` is cut there: it is a token the user typed, which an error quotes,
  /// and the line stays readable however long the token was.
  package var description: String {
    let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
    return "\(Self.shortened(message))\(column.map { " (column \($0))" } ?? "")\(hint)"
  }

  /// How many characters of one word an error prints at most.
  package static let longestEchoedWord = 200

  /// `message` with each word over ``longestEchoedWord`` characters cut to that many, then
  /// `…` and the punctuation that closed it, such as a quote.
  private static func shortened(_ message: String) -> String {
    message.split(separator: " ", omittingEmptySubsequences: false).map { word in
      guard word.count > longestEchoedWord else { return String(word) }
      let closing = word.reversed().prefix { !$0.isLetter && !$0.isNumber }.prefix(3).reversed()
      return word.prefix(longestEchoedWord) + "…" + String(closing)
    }.joined(separator: " ")
  }
}

extension ParseError {
  /// A name that is not among `candidates`: suggests the nearest one, or, when none is near and
  /// there are few, lists them all (`; its cases are .a, .b`, or `; its only case is .a`), so the error says what would work.
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
    let names = candidates.map { sigil + $0 }.joined(separator: ", ")
    return ParseError(
      candidates.count == 1 ? "\(message); its only \(singular(of: kind)) is \(names)" : "\(message); its \(kind) are \(names)",
      column: column
    )
  }

  /// `case` for `cases`, `property` for `properties`.
  private static func singular(of kind: String) -> String {
    kind.hasSuffix("ies") ? kind.dropLast(3) + "y" : kind.hasSuffix("s") ? String(kind.dropLast()) : kind
  }

  /// At most this many valid names are listed in an error.
  package static let fewChoices = 8
}
