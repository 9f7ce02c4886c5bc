import ComposableArchitecture
import Foundation
import PlaygroundText

// The SwiftUI-flavoured values TCA's Animations case study sends: `.setColor(.red)` and
// `.tapped(CGPoint(x: 40, y: 120))`.

/// A colour by its name, as SwiftUI's static members spell it.
extension Color: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Color {
    guard case let .enumCase(name, nil) = literal.value else {
      throw mismatch(literal, expected: "a Color such as .red")
    }
    guard let color = named[name] else {
      throw .unknownName(
        "Color has no colour .\(name)", name, among: named.keys.sorted(), kind: "colours", sigil: ".",
        column: literal.column
      )
    }
    return color
  }
}

/// A point by its initializer, `CGPoint(x: 40, y: 120)`.
extension CGPoint: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> CGPoint {
    guard case let .initializer(type, arguments) = literal.value, type == "CGPoint" else {
      throw mismatch(literal, expected: "a CGPoint(x: …, y: …)")
    }
    guard arguments.map(\.label) == ["x", "y"] else {
      throw ParseError("a CGPoint is typed CGPoint(x: …, y: …)", column: literal.column)
    }
    let x: Double = try builder.build(arguments[0].value)
    let y: Double = try builder.build(arguments[1].value)
    return CGPoint(x: x, y: y)
  }
}
