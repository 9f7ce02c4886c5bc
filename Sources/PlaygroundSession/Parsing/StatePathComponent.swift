import ComposableArchitecture
import Foundation
import PlaygroundText

/// One component of a path as `state` takes it, between two dots: a property name, then any
/// number of stack subscripts in TCA's spelling, `path[id: 0]` or `path[id: #0]`.
struct StatePathComponent: Equatable {
  let name: String
  let ids: [StackElementID]

  /// Reads `text`, such as `path[id: 0]`; an error's column is `column`, where the component
  /// starts.
  init(_ text: String, column: Int) throws(ParseError) {
    let name = text.prefix { $0 != "[" }
    var rest = text.dropFirst(name.count)
    var ids: [StackElementID] = []
    while !rest.isEmpty {
      guard let close = rest.firstIndex(of: "]") else {
        throw ParseError("expected ']' to close the subscript in '\(text)'", column: column)
      }
      let inside = rest.dropFirst().prefix { $0 != "]" }.trimmingCharacters(in: .whitespaces)
      let number = inside.dropFirst(3).trimmingCharacters(in: .whitespaces)
      guard inside.hasPrefix("id:"), let generation = Int(number.hasPrefix("#") ? number.dropFirst() : number[...]),
        generation >= 0
      else {
        throw ParseError("a stack subscript reads [id: 0] or [id: #0], as in TCA's \(name)[id: 0]", column: column)
      }
      ids.append(StackElementID(generation: generation))
      rest = rest[rest.index(after: close)...]
      guard rest.isEmpty || rest.hasPrefix("[") else {
        throw ParseError("expected '.' or '[' after ']' in '\(text)'", column: column)
      }
    }
    self.name = String(name)
    self.ids = ids
  }

  /// Throws when `value`, reached by `path`, is a navigation stack and `name` would read its
  /// storage: its elements are read by id.
  static func expectNoStack(
    _ value: Any, before name: String, after path: ArraySlice<String>, column: Int
  ) throws(ParseError) {
    guard let stack = value as? any StackElementsByID, let last = path.last else { return }
    let example = stack.elementIDs.first.map(\.subscriptSpelling) ?? "[id: 0]"
    throw ParseError(
      "\(last) is a navigation stack, with no property '\(name)'; read an element by id: \(path.joined(separator: "."))\(example)",
      column: column
    )
  }

  /// The element of `stack`, the value of the property before the subscript, for `id`.
  static func element(_ id: StackElementID, of value: Any, named name: String, column: Int) throws(ParseError) -> Any {
    guard let stack = value as? any StackElementsByID else {
      throw ParseError("\(name) is not a navigation stack, so it takes no [id: …]", column: column)
    }
    guard let element = stack.element(id: id) else {
      let held = stack.elementIDs.isEmpty ? "it is empty" : "it holds \(stack.elementIDs.map(\.subscriptSpelling).joined(separator: ", "))"
      throw ParseError("\(name) has no element \(id.subscriptSpelling); \(held)", column: column)
    }
    return element
  }
}
