import ComposableArchitecture
import Foundation
import PlaygroundText

/// Typing a lesson's error: the typed initializer's arguments, as JSON for the error's
/// `Decodable` conformance.
extension TypeableError {
  /// Builds the error from the initializer's arguments, each labelled as the property it sets.
  func make(_ arguments: [Literal.Argument], column: Int) throws(ParseError) -> any Error {
    var fields: [String: Any] = [:]
    for argument in arguments {
      guard let label = argument.label else {
        throw ParseError("\(typeName)(…) takes labelled values, as in \(example)", column: argument.column)
      }
      fields[label] = try Self.json(argument.value)
    }
    do {
      return try decode(try JSONSerialization.data(withJSONObject: fields))
    } catch let DecodingError.keyNotFound(key, _) {
      throw ParseError("missing label '\(key.stringValue):' in \(typeName)(…), as in \(example)", column: column)
    } catch {
      throw ParseError("\(typeName)(…) can't be made from these values; type it as \(example)", column: column)
    }
  }

  /// A typed value as JSON: strings, numbers, booleans, `nil` and arrays of them.
  private static func json(_ literal: Literal) throws(ParseError) -> Any {
    switch literal.value {
    case let .string(text): return text
    case let .integer(text):
      guard let value = Int(text) else { throw ParseError("\(text) does not fit in an Int", column: literal.column) }
      return value
    case let .float(text):
      guard let value = Double(text), value.isFinite else {
        throw ParseError("\(text) is not a finite Double", column: literal.column)
      }
      return value
    case let .bool(value): return value
    case .nil: return NSNull()
    case let .array(elements):
      var values: [Any] = []
      for element in elements { values.append(try json(element)) }
      return values
    default:
      throw ParseError("an error's properties are strings, numbers, booleans or arrays, found \(literal.summary)", column: literal.column)
    }
  }
}
