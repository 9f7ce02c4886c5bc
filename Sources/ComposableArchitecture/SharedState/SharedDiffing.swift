import CustomDump

// How shared state compares and prints, so state dumps and `_printChanges` diffs show shared
// values as values, as TCA does.

extension Shared: Equatable where Value: Equatable {
  /// Compares the values. While `_printChanges` compares the state before an action with the
  /// state after it, the left side is read as it was before the action (see
  /// ``SharedChangeTracker``), since both sides point at the same reference.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.reference.snapshot ?? lhs.wrappedValue) == rhs.wrappedValue
  }
}

extension Shared: _CustomDiffObject {
  /// The value before the action being printed and the value now; the same value outside
  /// `_printChanges`.
  public var _customDiffValues: (Any, Any) {
    let value = wrappedValue
    return (reference.snapshot ?? value, value)
  }

  /// Each `@Shared` property is its own object to custom-dump, so two properties sharing one
  /// reference both print their value, the second with a `#1` marker, rather than a `↩︎`.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(box)
  }
}
