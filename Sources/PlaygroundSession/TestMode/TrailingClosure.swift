import PlaygroundText

/// A command's argument split at the trailing closure of a test-mode assertion:
/// `.incrementButtonTapped { $0.count = 1 }` is the action and `{ $0.count = 1 }`.
struct TrailingClosure {
  /// What comes before the closure, trimmed.
  let head: String
  /// The closure from its `{`, or `nil` when there is none.
  let closure: String?
  /// The column of the closure's `{` in the typed line.
  let closureColumn: Int

  /// - Parameter column: The column of `argument`'s first character in the typed line.
  init(_ argument: String, column: Int) {
    var inString = false
    var escaped = false
    var offset = 0
    for character in argument {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "{" {
        head = String(argument.prefix(offset)).trimmingWhitespace()
        closure = String(argument.dropFirst(offset))
        closureColumn = column + offset
        return
      }
      offset += 1
    }
    head = argument
    closure = nil
    closureColumn = column + offset
  }
}
