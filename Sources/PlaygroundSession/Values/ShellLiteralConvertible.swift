import Foundation
import PlaygroundText

/// A payload type the shell can build from a literal: numbers, strings, booleans, optionals,
/// arrays, sets and results.
protocol ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Self

  /// Whether a value can be typed at all: an optional or a collection can when its elements
  /// can.
  static var isTypeable: Bool { get }
}

extension ShellLiteralConvertible {
  static var isTypeable: Bool { true }

  static func mismatch(_ literal: Literal, expected: String) -> ParseError {
    ParseError("expected \(expected), found \(literal.summary)", column: literal.column)
  }
}

extension Int: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Int {
    guard case let .integer(text) = literal.value else { throw mismatch(literal, expected: "an Int") }
    guard let value = Int(text) else {
      throw ParseError("\(text) does not fit in an Int", column: literal.column)
    }
    return value
  }
}

extension Double: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Double {
    switch literal.value {
    case let .integer(text), let .float(text):
      guard let value = Double(text), value.isFinite else {
        throw ParseError("\(text) is not a finite Double", column: literal.column)
      }
      return value
    default:
      throw mismatch(literal, expected: "a Double")
    }
  }
}

extension Bool: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Bool {
    guard case let .bool(value) = literal.value else { throw mismatch(literal, expected: "true or false") }
    return value
  }
}

extension String: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> String {
    guard case let .string(value) = literal.value else {
      throw mismatch(literal, expected: "a string in double quotes")
    }
    return value
  }
}

extension Optional: ShellLiteralConvertible {
  static var isTypeable: Bool { ValueBuilder.canBuild(Wrapped.self) }

  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Wrapped? {
    if case .nil = literal.value { return nil }
    return try builder.build(literal, as: Wrapped.self)
  }
}

extension Array: ShellLiteralConvertible {
  static var isTypeable: Bool { ValueBuilder.canBuild(Element.self) }

  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> [Element] {
    guard case let .array(elements) = literal.value else { throw mismatch(literal, expected: "an array, [ … ]") }
    var values: [Element] = []
    for element in elements { values.append(try builder.build(element, as: Element.self)) }
    return values
  }
}

extension Set: ShellLiteralConvertible {
  static var isTypeable: Bool { ValueBuilder.canBuild(Element.self) }

  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Set<Element> {
    Set(try [Element].make(literal, builder: builder))
  }
}

extension Result: ShellLiteralConvertible where Failure == any Error {
  static var isTypeable: Bool { ValueBuilder.canBuild(Success.self) }

  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> Result<Success, any Error> {
    switch literal.value {
    case let .enumCase("success", arguments?) where arguments.count == 1 && arguments[0].label == nil:
      return .success(try builder.build(arguments[0].value, as: Success.self))
    case let .enumCase("failure", arguments?) where arguments.count == 1 && arguments[0].label == nil:
      return .failure(try makeError(arguments[0].value, errors: builder.errors))
    default:
      throw mismatch(literal, expected: ".success(value) or .failure(error)")
    }
  }

  /// The error typed in `.failure(…)`: one of the lesson's ``TypeableError``s, by its
  /// initializer. A bare string is no `Error`, as in Swift. The lesson's own errors come as the
  /// line's hint, so the line holds a single `error:`, the one it starts with.
  private static func makeError(_ literal: Literal, errors: [TypeableError]) throws(ParseError) -> any Error {
    let suggestion = errors.isEmpty ? nil : errors.map { ".failure(\($0.example))" }.joined(separator: " or ")
    let none = errors.isEmpty ? "; this lesson declares none that the shell can type" : ""
    guard case let .initializer(typeName, arguments) = literal.value else {
      throw ParseError("\(literal.summary) is not an Error\(none)", column: literal.column, suggestion: suggestion)
    }
    guard let error = errors.first(where: { $0.isNamed(typeName) }) else {
      throw ParseError("\(typeName) is not an error this lesson can build\(none)", column: literal.column, suggestion: suggestion)
    }
    return try error.make(arguments, column: literal.column)
  }
}
