import ComposableArchitecture

/// A `@Shared` list whose elements a state reference reads by id, `$0.syncUpsList.$syncUps[id:
/// …]`: the reference to one element, as `Shared($syncUps[id: id])` derives it in Swift, so a
/// pushed screen edits the list's element in place.
protocol SharedElementDeriving {
  /// The type of the list's ids, which `[id: …]` is built as.
  var elementIDType: Any.Type { get }
  /// The reference to the element with `id`, or `nil` when the list has none.
  func element(id: Any) -> (any SharedWritable)?
}

/// An `IdentifiedArray`'s subscript by id, with the array's generic arguments as associated
/// types, so that `Shared` can conform where its value is one.
protocol IdentifiedElements {
  associatedtype ElementID: Hashable
  associatedtype ElementValue
  subscript(id id: ElementID) -> ElementValue? { get set }
}

extension IdentifiedArray: IdentifiedElements {
  typealias ElementID = ID
  typealias ElementValue = Element
}

extension Shared: SharedElementDeriving where Value: IdentifiedElements {
  var elementIDType: Any.Type { Value.ElementID.self }

  func element(id: Any) -> (any SharedWritable)? {
    guard let id = id as? Value.ElementID else { return nil }
    return Shared<Value.ElementValue>(self[dynamicMember: \Value.[id: id]])
  }
}
