/// Why a command's argument could not be read, and where: `column` counts characters from 1 at
/// the start of the line the user typed.
struct ParseError: Error, Equatable {
  let message: String
  let column: Int
  var suggestion: String?

  init(_ message: String, column: Int, suggestion: String? = nil) {
    self.message = message
    self.column = column
    self.suggestion = suggestion
  }

  /// The one line the shell prints.
  var description: String {
    let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
    return "\(message) (column \(column))\(hint)"
  }
}
