import Foundation
import PlaygroundText

/// One component of a path as `state` takes it, between two dots: a property name, then any
/// number of subscripts of an ``ElementsByID`` container in TCA's spelling, `path[id: 0]`,
/// `path[id: #0]` or `todos[id: 1]`.
struct StatePathComponent: Equatable {
  let name: String
  /// The ids typed, given the container's id type when the value is read.
  let ids: [Literal]

  /// Reads `text`, such as `path[id: 0]`; an error's column is `column`, where the component
  /// starts.
  ///
  /// The component may be spelled as in an assertion: `basket?` or `basket!` (the path goes
  /// through an optional that holds a value anyway), `path[id: 0]?`, or `$stats`, a `@Shared`
  /// property's projection, whose value is the shared one.
  init(_ text: String, column: Int) throws(ParseError) {
    let typedName = text.prefix { $0 != "[" }
    let name = String(typedName.drop { $0 == "$" }.reversed().drop { $0 == "?" || $0 == "!" }.reversed())
    var rest = text.dropFirst(typedName.count)
    var ids: [Literal] = []
    while !rest.isEmpty {
      guard let close = rest.firstIndex(of: "]") else {
        throw ParseError("expected ']' to close the subscript in '\(text)'", column: column)
      }
      let inside = rest.dropFirst().prefix { $0 != "]" }.trimmingWhitespace()
      guard inside.hasPrefix("id:"), let id = try Self.id(String(inside.dropFirst(3)), column: column) else {
        throw ParseError("a stack subscript reads [id: 0] or [id: #0], as in TCA's \(name)[id: 0]", column: column)
      }
      ids.append(id)
      rest = rest[rest.index(after: close)...].drop { $0 == "?" || $0 == "!" }
      guard rest.isEmpty || rest.hasPrefix("[") else {
        throw ParseError("expected '.' or '[' after ']' in '\(text)'", column: column)
      }
    }
    self.name = name
    self.ids = ids
  }

  /// The id after `id:`, a literal such as `0`, `#0` or `"a"`; a negative number is none.
  /// A malformed UUID says so, as it does in an action.
  private static func id(_ text: String, column: Int) throws(ParseError) -> Literal? {
    let literal: Literal
    do {
      literal = try LiteralParser.parseValue(text, startColumn: column)
    } catch {
      if error.message.hasPrefix("malformed UUID") { throw ParseError(error.message, column: column) }
      return nil
    }
    if case let .integer(digits) = literal.value, digits.hasPrefix("-") { return nil }
    return literal
  }

  /// Throws when `value`, reached by `path`, is an ``ElementsByID`` container and `name` would
  /// read its storage: its elements are read by id.
  static func expectNoStack(
    _ value: Any, before name: String, after path: ArraySlice<String>, column: Int
  ) throws(ParseError) {
    guard let container = value as? any ElementsByID, let last = path.last else { return }
    let example = container.elementIDs.first.map(container.subscriptSpelling) ?? "[id: 0]"
    throw ParseError(
      "\(last) is \(type(of: container).containerDescription), with no property '\(name)'; read an element by id: \(path.joined(separator: "."))\(example)",
      column: column
    )
  }

  /// The element for `id` of `value`, the container held by the property before the
  /// subscript.
  static func element(_ id: Literal, of value: Any, named name: String, column: Int) throws(ParseError) -> Any {
    guard let container = value as? any ElementsByID else {
      throw ParseError("\(name) is not a navigation stack, so it takes no [id: …]", column: column)
    }
    let key = hashableElementID(try ValueBuilder().build(id, as: type(of: container).idType))
    guard let element = container.element(id: key) else {
      let ids = container.elementIDs
      let held = ids.isEmpty ? "it is empty" : "it holds \(ids.map(container.subscriptSpelling).joined(separator: ", "))"
      throw ParseError("\(name) has no element \(container.subscriptSpelling(of: key)); \(held)", column: column)
    }
    return element
  }
}
