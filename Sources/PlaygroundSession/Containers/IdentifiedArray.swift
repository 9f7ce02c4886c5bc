import ComposableArchitecture
import Foundation
import PlaygroundText

/// A list, `IdentifiedArray` with its `IdentifiedAction`, in every facet of the shell, as
/// `.forEach(\.todos, action: \.todos)` runs it: its elements read by id (`state todos[id: 1]`),
/// its actions typed `.todos(.element(id: 1, action: .toggle))` or `\.todos[id: 1].toggle`, its
/// ids offered on Tab, its elements set by test-mode assertions (`$0.todos[id: 1]?.isComplete =
/// true`, `$0.todos.remove(id: 1)`), and written by the export as an array literal; behind
/// `@Shared`, its elements' own references (`$0.$todos[id: 1]`).
///
/// A list shows all its rows at once, none on top of the others, so `^` does not go into one.
extension IdentifiedArray: ElementsByID {
  static var containerDescription: String { "an identified array" }
  static var idType: Any.Type { ID.self }
  var elementIDs: [AnyHashable] { ids.map(AnyHashable.init) }

  func element(id: AnyHashable) -> Any? {
    (id.base as? ID).flatMap { self[id: $0] }
  }

  /// `1`, or `UUID(0)` for a UUID id, as TCA's tests write it.
  static func spelling(of id: AnyHashable) -> String {
    shellSpelling(ofID: id.base)
  }
}

/// The ids of a list's elements, offered where its `.element(id:action:)` takes one and nowhere
/// else a value of their type is typed: an `Int` id is not a count.
private enum ListElementIDs<ID> {}

extension IdentifiedArray: LiveValueContainer {
  static var liveValueType: Any.Type { ListElementIDs<ID>.self }
  var liveValueLiterals: [String] { ids.map { shellSpelling(ofID: $0) } }
}

extension IdentifiedAction: CompletionShapeDescribing {
  /// `.element(id:action:)`, its ids keyed apart from other values of their type.
  static func completionShape(in schema: inout ActionSchema.Builder) -> PayloadShape {
    .cases([
      CaseShape(
        name: "element",
        parameters: [
          .init(label: "id", type: schema.key(for: ListElementIDs<ID>.self)),
          .init(label: "action", type: schema.key(for: Action.self)),
        ]
      )
    ])
  }
}

extension IdentifiedArray: WritableElements {
  static var optionalElementType: Any.Type { Element?.self }

  func optionalElement(id: AnyHashable) -> Any {
    (id.base as? ID).flatMap { self[id: $0] } as Any
  }

  /// An element whose own id is not `id` is not written, where the array would stop the
  /// program; the assertion then fails on the difference.
  func setting(id: AnyHashable, to element: Any) -> Any {
    guard let id = id.base as? ID else { return self }
    let element = element as? Element
    if let element, element[keyPath: self.id] != id { return self }
    var array = self
    array[id: id] = element
    return array
  }
}

extension IdentifiedArray: ExportedElements {
  static var elementsForm: ExportValue.ElementsForm { .arrayLiteral }
}

extension IdentifiedAction: ElementAction {
  var elementIDAndAction: (id: Any, action: Any)? {
    guard case let .element(id, action) = self else { return nil }
    return (id, action)
  }
}

/// `[Todo.State(id: UUID(0)), …]`, as a test assigns a whole list: `$0.todos = [ … ]`. Two
/// elements with one id are an error, where the array would stop the program.
extension IdentifiedArray: ShellLiteralConvertible where Element: Identifiable, ID == Element.ID {
  static var isTypeable: Bool { ValueBuilder.canBuild(Element.self) }

  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> IdentifiedArray {
    guard case let .array(literals) = literal.value else { throw mismatch(literal, expected: "an array, [ … ]") }
    var array = IdentifiedArrayOf<Element>()
    for element in literals {
      let value: Element = try builder.build(element)
      guard array.append(value).inserted else {
        throw ParseError("two elements have the id \(shellSpelling(ofID: value.id))", column: element.column)
      }
    }
    return array
  }
}

/// Its subscript by id, for a `@Shared` list's element reference (see `Containers/Shared.swift`).
extension IdentifiedArray: IdentifiedElements {
  typealias ElementID = ID
  typealias ElementValue = Element
}

/// An element whose id the list holds already is not added, as `IdentifiedArray` does.
extension IdentifiedArray: AssertableList {
  static var elementIDType: Any.Type? { ID.self }
  mutating func append(element: Element) { append(element) }
  mutating func insert(element: Element, at index: Int) { insert(element, at: index) }
  mutating func removeElement(at index: Int) { remove(at: index) }
  mutating func removeEveryElement() { removeAll() }

  mutating func removeElement(id: AnyHashable) -> Bool {
    guard let id = id.base as? ID else { return false }
    remove(id: id)
    return true
  }
}
