import ComposableArchitecture
import Foundation
import PlaygroundText

/// A `UUID` typed as a TCA test writes one: `UUID(1)`, swift-dependencies' initializer, which
/// gives the UUIDs `.incrementing` makes (the playground's `uuid`), or `UUID(uuidString: "…")`;
/// or as `state` prints it, `UUID(00000000-0000-0000-0000-000000000000)`, or bare,
/// `00000000-0000-0000-0000-000000000000`. A list whose ids are UUIDs, as in TCA's examples,
/// takes its actions this way: `.rows(.element(id: UUID(1), action: .addRowButtonTapped))`,
/// `state rows[id: UUID(1)]`.
extension UUID: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> UUID {
    let expected = #"a UUID such as UUID(0) or UUID(uuidString: "00000000-0000-0000-0000-000000000000")"#
    if case let .uuid(text) = literal.value { return UUID(uuidString: text)! }
    guard case let .initializer("UUID", arguments) = literal.value, arguments.count == 1 else {
      throw mismatch(literal, expected: expected)
    }
    let argument = arguments[0]
    switch (argument.label, argument.value.value) {
    case let (nil, .uuid(text)):
      return UUID(uuidString: text)!
    case (nil, .integer):
      let index = try Int.make(argument.value, builder: builder)
      guard index >= 0 else {
        throw ParseError("UUID(\(index)) is not an incrementing UUID; type UUID(0), UUID(1), …", column: argument.value.column)
      }
      return UUID(index)
    case (nil, _):
      throw mismatch(argument.value, expected: "a number or 00000000-0000-0000-0000-000000000000 in UUID(…)")
    case ("uuidString", _):
      let text = try String.make(argument.value, builder: builder)
      guard let uuid = UUID(uuidString: text) else {
        throw ParseError("\(text.debugDescription) is not a UUID", column: argument.value.column)
      }
      return uuid
    default:
      throw mismatch(literal, expected: expected)
    }
  }

  /// How the shell takes this UUID: `UUID(1)` when it is one `.incrementing` makes,
  /// `UUID(uuidString: "…")` otherwise.
  var shellSpelling: String {
    incrementingNumber.map { "UUID(\($0))" } ?? "UUID(uuidString: \(uuidString.debugDescription))"
  }

  /// The `n` of `UUID(n)` that is this UUID, if there is one.
  var incrementingNumber: Int? {
    let prefix = "00000000-0000-0000-0000-"
    guard uuidString.hasPrefix(prefix), let number = Int(uuidString.dropFirst(prefix.count), radix: 16) else {
      return nil
    }
    return UUID(number) == self ? number : nil
  }
}

/// An id as the shell offers it to type: a `UUID` as ``UUID/shellSpelling``, a `URL` as
/// ``URL/shellSpelling``, anything else as custom-dump prints it.
func shellSpelling(ofID id: Any) -> String {
  (id as? UUID)?.shellSpelling ?? (id as? URL)?.shellSpelling ?? String(customDumping: id)
}
