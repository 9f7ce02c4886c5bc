import ComposableArchitecture

/// The methods TCA's tests call on a list or a flag in an assertion: `$0.todos.append(…)`,
/// `$0.rows.remove(id: UUID(1))`, `$0.todos.insert(…, at: 0)`, `$0.isOn.toggle()`.
///
/// A call that would stop the program in Swift (an index out of range, `removeLast()` on an
/// empty list) changes nothing, and the assertion then fails on the difference.
enum ListMethod {
  case append(Any)
  case insert(Any, at: Int)
  case removeAt(Int)
  case removeID(AnyHashable)
  case removeAll
  case removeFirst
  case removeLast
  case toggle

  /// A method's name and the labels of its arguments, as typed: `insert(_:at:)`.
  struct Signature: Equatable {
    let name: String
    let labels: [String?]

    var spelling: String { "\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))" }
  }

  /// The signatures a value of `type` takes, in the order an error lists them.
  static func signatures(of type: Any.Type) -> [Signature] {
    if type == Bool.self { return [Signature(name: "toggle", labels: [])] }
    guard let list = type as? any AssertableList.Type else { return [] }
    var signatures = [
      Signature(name: "append", labels: [nil]), Signature(name: "insert", labels: [nil, "at"]),
      Signature(name: "remove", labels: ["at"]),
    ]
    if list.elementIDType != nil { signatures.append(Signature(name: "remove", labels: ["id"])) }
    return signatures + ["removeAll", "removeFirst", "removeLast"].map { Signature(name: $0, labels: []) }
  }

  /// The types of a signature's arguments, on a value of `type`.
  static func argumentTypes(of signature: Signature, on type: Any.Type) -> [Any.Type] {
    guard let list = type as? any AssertableList.Type else { return [] }
    switch (signature.name, signature.labels) {
    case ("append", _): return [list.elementType]
    case ("insert", _): return [list.elementType, Int.self]
    case ("remove", ["at"]): return [Int.self]
    case ("remove", ["id"]): return list.elementIDType.map { [$0] } ?? []
    default: return []
    }
  }

  /// The call of `signature` with `arguments`, of the types ``argumentTypes(of:on:)`` gives.
  init?(_ signature: Signature, arguments: [Any]) {
    switch (signature.name, signature.labels, arguments.count) {
    case ("toggle", [], 0): self = .toggle
    case ("append", [nil], 1): self = .append(arguments[0])
    case ("insert", [nil, "at"], 2):
      guard let index = arguments[1] as? Int else { return nil }
      self = .insert(arguments[0], at: index)
    case ("remove", ["at"], 1):
      guard let index = arguments[0] as? Int else { return nil }
      self = .removeAt(index)
    case ("remove", ["id"], 1):
      guard let id = arguments[0] as? any Hashable else { return nil }
      self = .removeID(AnyHashable(id))
    case ("removeAll", [], 0): self = .removeAll
    case ("removeFirst", [], 0): self = .removeFirst
    case ("removeLast", [], 0): self = .removeLast
    default: return nil
    }
  }

  /// Whether Swift's method returns what it removed: a test discards it, `_ = $0.rows.removeLast()`,
  /// since a closure of that one call would otherwise return it.
  var returnsRemoved: Bool {
    switch self {
    case .removeAt, .removeID, .removeFirst, .removeLast: true
    case .append, .insert, .removeAll, .toggle: false
    }
  }

  /// Calls the method on `value`.
  func call(on value: inout Any) {
    if case .toggle = self {
      if let flag = value as? Bool { value = !flag }
      return
    }
    guard let list = value as? any AssertableList, let changed = list.calling(self) else { return }
    value = changed
  }
}

/// A list an assertion changes with ``ListMethod``s: `Array` and `IdentifiedArray`, each
/// through the few operations it names alike.
protocol AssertableList {
  associatedtype Element
  /// The type of an element's id, for `remove(id:)`; `nil` for an array.
  static var elementIDType: Any.Type? { get }
  var count: Int { get }
  mutating func append(element: Element)
  mutating func insert(element: Element, at index: Int)
  mutating func removeElement(at index: Int)
  mutating func removeEveryElement()
  /// Removes the element with `id`; `false` when the list has no ids.
  mutating func removeElement(id: AnyHashable) -> Bool
}

extension AssertableList {
  static var elementType: Any.Type { Element.self }

  /// The list after `method`, or `nil` where Swift would stop the program.
  func calling(_ method: ListMethod) -> Any? {
    var list = self
    switch method {
    case let .append(element):
      guard let element = element as? Element else { return nil }
      list.append(element: element)
    case let .insert(element, index):
      guard let element = element as? Element, (0...count).contains(index) else { return nil }
      list.insert(element: element, at: index)
    case let .removeAt(index):
      guard (0..<count).contains(index) else { return nil }
      list.removeElement(at: index)
    case let .removeID(id):
      guard list.removeElement(id: id) else { return nil }
    case .removeAll: list.removeEveryElement()
    case .removeFirst, .removeLast:
      guard count > 0 else { return nil }
      list.removeElement(at: method.isRemoveFirst ? 0 : count - 1)
    case .toggle: return nil
    }
    return list
  }
}

extension ListMethod {
  fileprivate var isRemoveFirst: Bool {
    if case .removeFirst = self { return true }
    return false
  }
}

extension Array: AssertableList {
  static var elementIDType: Any.Type? { nil }
  mutating func append(element: Element) { append(element) }
  mutating func insert(element: Element, at index: Int) { insert(element, at: index) }
  mutating func removeElement(at index: Int) { remove(at: index) }
  mutating func removeEveryElement() { removeAll() }
  mutating func removeElement(id: AnyHashable) -> Bool { false }
}
