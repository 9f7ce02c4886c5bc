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

/// A `Shared` with its value type erased, written to as a view's binding writes.
protocol SharedWritable {
  var valueType: Any.Type { get }
  /// The shared value now.
  var currentValue: Any { get }
  /// `\Value.self`: the whole shared value.
  var wholeValue: AnyKeyPath { get }
  /// Sets the field at `keyPath`, a `WritableKeyPath` from the shared value, to `value`,
  /// with `withLock`; `false` when the key path does not lead to a field of `value`'s type.
  func write(_ value: Any, at keyPath: AnyKeyPath) -> Bool
  /// Changes the shared value with `withLock`, seen through `Any`: how a test-mode assertion's
  /// `$0.$stats.withLock { … }` writes.
  func modify(_ body: (inout Any) -> Void)
  /// The reference to the field at `keyPath`, a `WritableKeyPath` from the shared value, as
  /// `$signUpData.topics` derives it; `nil` for another key path.
  func derived(at keyPath: AnyKeyPath) -> (any SharedWritable)?
}
