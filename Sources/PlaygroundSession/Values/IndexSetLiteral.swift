import Foundation
import PlaygroundText

/// The offsets a list's swipe-to-delete sends, `.onDelete(IndexSet)`, typed as a test writes
/// them: `IndexSet(integer: 1)`, or the offsets as an array, `[0, 2]`.
extension IndexSet: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> IndexSet {
    switch literal.value {
    case let .initializer("IndexSet", arguments) where arguments.count == 1 && arguments[0].label == "integer":
      return IndexSet(integer: try offset(arguments[0].value, builder))
    case let .array(elements):
      var offsets = IndexSet()
      for element in elements { offsets.insert(try offset(element, builder)) }
      return offsets
    default:
      throw mismatch(literal, expected: "offsets, such as IndexSet(integer: 1) or [0, 2]")
    }
  }

  private static func offset(_ literal: Literal, _ builder: ValueBuilder) throws(ParseError) -> Int {
    let offset: Int = try builder.build(literal)
    guard offset >= 0 else { throw ParseError("an offset is 0 or more, not \(offset)", column: literal.column) }
    guard offset <= SessionLimits.largestIndex else {
      throw ParseError("an offset is at most \(SessionLimits.largestIndex), not \(offset)", column: literal.column)
    }
    return offset
  }
}
