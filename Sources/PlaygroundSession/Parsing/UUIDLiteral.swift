import ComposableArchitecture
import Foundation
import PlaygroundText

/// A `UUID`, typed as `state` prints it, `UUID(00000000-0000-0000-0000-000000000000)`, or bare,
/// `00000000-0000-0000-0000-000000000000`, or as TCA's tests write the incrementing
/// generator's values, `UUID(0)` (swift-dependencies' `UUID(_ intValue:)`).
extension UUID: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> UUID {
    switch literal.value {
    case let .uuid(text):
      return UUID(uuidString: text)!
    case let .initializer("UUID", arguments) where arguments.count == 1 && arguments[0].label == nil:
      let argument = arguments[0].value
      switch argument.value {
      case let .uuid(text):
        return UUID(uuidString: text)!
      case let .integer(digits):
        guard let index = Int(digits), index >= 0 else {
          throw ParseError("UUID(\(digits)) is not an incrementing UUID; type UUID(0), UUID(1), …", column: argument.column)
        }
        return UUID(index)
      default:
        throw mismatch(argument, expected: "a number or 00000000-0000-0000-0000-000000000000 in UUID(…)")
      }
    default:
      throw mismatch(literal, expected: "a UUID, UUID(0) or 00000000-0000-0000-0000-000000000000")
    }
  }

  /// The index the incrementing generator made this UUID at (`UUID(0)` for
  /// `00000000-0000-0000-0000-000000000000`), or `nil` for any other UUID.
  var incrementingIndex: Int? {
    let text = uuidString
    let prefix = "00000000-0000-0000-"
    guard text.hasPrefix(prefix) else { return nil }
    return Int(text.dropFirst(prefix.count).filter { $0 != "-" }, radix: 16)
  }

  /// How the shell spells it where it offers one to type: `UUID(0)` for the incrementing
  /// generator's, else as `state` prints it.
  var shellSpelling: String {
    incrementingIndex.map { "UUID(\($0))" } ?? "UUID(\(uuidString))"
  }
}

/// An id as the shell offers it to type: a `UUID` as ``UUID/shellSpelling``, anything else as
/// custom-dump prints it.
func shellSpelling(ofID id: Any) -> String {
  (id as? UUID)?.shellSpelling ?? String(customDumping: id)
}
