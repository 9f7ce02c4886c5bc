import Foundation
import PlaygroundText

/// A `URL` typed as a test writes one: `URL(fileURLWithPath: "/tmp/memo.m4a")` for a file,
/// `URL(string: "https://example.com/memo.m4a")` otherwise (no `!`: the shell says when the text is
/// not a URL). A list whose ids are URLs, as VoiceMemos' is, takes its actions this way:
/// `.voiceMemos(.element(id: URL(fileURLWithPath: "/tmp/….m4a"), action: .playButtonTapped))`.
extension URL: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> URL {
    let expected = #"a URL such as URL(fileURLWithPath: "/tmp/memo.m4a") or URL(string: "https://example.com/memo.m4a")"#
    guard case let .initializer("URL", arguments) = literal.value, let first = arguments.first else {
      throw mismatch(literal, expected: expected)
    }
    let text = try String.make(first.value, builder: builder)
    switch (first.label, arguments.count) {
    case ("fileURLWithPath", 1):
      return URL(fileURLWithPath: text, isDirectory: text.hasSuffix("/"))
    case ("fileURLWithPath", 2) where arguments[1].label == "isDirectory":
      return URL(fileURLWithPath: text, isDirectory: try Bool.make(arguments[1].value, builder: builder))
    case ("string", 1):
      guard let url = URL(string: text) else {
        throw ParseError("\(text.debugDescription) is not a URL", column: first.value.column)
      }
      return url
    default:
      throw mismatch(literal, expected: expected)
    }
  }

  /// How the shell and a test write this URL: by its path when it is a file's.
  var shellSpelling: String {
    guard isFileURL else { return "URL(string: \(absoluteString.debugDescription))" }
    // A folder's path ends in `/`, which makes it one again when typed.
    return "URL(fileURLWithPath: \((hasDirectoryPath ? path + "/" : path).debugDescription))"
  }
}
