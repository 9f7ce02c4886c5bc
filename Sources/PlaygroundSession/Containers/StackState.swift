import ComposableArchitecture
import PlaygroundText

/// A navigation stack, `StackState` with its `StackAction` and `StackElementID`, in every facet
/// of the shell: its elements read by id (`state path[id: 0]`), its top element as `^`
/// addresses it, its ids offered on Tab, set by test-mode assertions and written by the export.
extension StackState: ElementsByID {
  static var containerDescription: String { "a navigation stack" }
  static var idType: Any.Type { StackElementID.self }
  var elementIDs: [AnyHashable] { ids.map(AnyHashable.init) }

  func element(id: AnyHashable) -> Any? {
    (id.base as? StackElementID).flatMap { self[id: $0] }
  }

  static func spelling(of id: AnyHashable) -> String {
    "\((id.base as! StackElementID).generation)"
  }
}

extension StackState: NavigationContainer {
  /// The last element, on top of the others.
  var shownChild: ShownChild? {
    guard let id = ids.last, let element = last else { return nil }
    return ShownChild(showing: element, elementID: id)
  }
}

/// Its element ids are offered wherever a `StackElementID` is typed, as TCA dumps them:
/// `.path(.element(id: #0, …))`, `\.path[id: #0]`, `.path(.popFrom(id: #0))`.
extension StackState: LiveValueContainer {
  static var liveValueType: Any.Type { StackElementID.self }
  var liveValueLiterals: [String] { ids.map(\.debugDescription) }
}

extension StackState: WritableElements {
  static var optionalElementType: Any.Type { Element?.self }

  func optionalElement(id: AnyHashable) -> Any {
    (id.base as? StackElementID).flatMap { self[id: $0] } as Any
  }

  func setting(id: AnyHashable, to element: Any) -> Any {
    guard let id = id.base as? StackElementID else { return self }
    var stack = self
    stack[id: id] = element as? Element
    return stack
  }
}

extension StackState: ExportedElements {
  static var elementsForm: ExportValue.ElementsForm {
    .emptyOnly(
      source: "StackState()",
      reason: "a StackState with elements cannot be built in Swift with the ids it has; push them with actions"
    )
  }
}

extension StackAction: ElementAction {
  var elementIDAndAction: (id: Any, action: Any)? {
    guard case let .element(id, action) = self else { return nil }
    return (id, action)
  }
}

/// A stack element id is typed as TCA dumps it, `#0`, or as TCA's tests write it, `0`.
extension StackElementID: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> StackElementID {
    let generation: Int
    switch literal.value {
    case let .stackID(typed):
      generation = typed
    case .integer:
      generation = try Int.make(literal, builder: builder)
      guard generation >= 0 else {
        throw ParseError("a stack element id counts up from 0, so \(generation) is none", column: literal.column)
      }
    default:
      throw mismatch(literal, expected: "a stack element id such as #0 or 0")
    }
    guard generation <= SessionLimits.largestIndex else {
      throw ParseError(
        "a stack element id is at most #\(SessionLimits.largestIndex), not #\(generation)",
        column: literal.column)
    }
    return StackElementID(generation: generation)
  }
}

/// In Swift, as in TCA's tests, an id is the integer literal of its generation: `[id: 0]`.
extension StackElementID: SwiftLiteralSpelled {
  var swiftLiteral: String { generation.description }
}
