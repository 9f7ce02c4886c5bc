import Foundation
import PlaygroundText

/// A `Date` typed as a test writes one: `Date(timeIntervalSince1970: 1767225600)`, the
/// playground's first date (2026-01-01 00:00:00 UTC), or `Date(timeIntervalSinceReferenceDate: 0)`.
extension Date: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Date {
    guard case let .initializer("Date", arguments) = literal.value, arguments.count == 1 else {
      throw mismatch(literal, expected: "a Date such as Date(timeIntervalSince1970: 1767225600)")
    }
    let seconds = try Double.make(arguments[0].value, builder: builder)
    switch arguments[0].label {
    case "timeIntervalSince1970": return Date(timeIntervalSince1970: seconds)
    case "timeIntervalSinceReferenceDate": return Date(timeIntervalSinceReferenceDate: seconds)
    default:
      throw ParseError(
        "a Date is typed Date(timeIntervalSince1970: …) or Date(timeIntervalSinceReferenceDate: …)",
        column: arguments[0].column
      )
    }
  }
}
