import ComposableArchitecture
import PlaygroundText

/// A stack element id is typed as TCA dumps it, `#0`, or as TCA's tests write it, `0`.
extension StackElementID: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> StackElementID {
    switch literal.value {
    case let .stackID(generation):
      return StackElementID(generation: generation)
    case .integer:
      let generation = try Int.make(literal, builder: builder)
      guard generation >= 0 else {
        throw ParseError("a stack element id counts up from 0, so \(generation) is none", column: literal.column)
      }
      return StackElementID(generation: generation)
    default:
      throw mismatch(literal, expected: "a stack element id such as #0 or 0")
    }
  }
}
