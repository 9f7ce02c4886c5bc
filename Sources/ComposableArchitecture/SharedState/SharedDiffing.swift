import CustomDump

// How shared state compares and prints, so state dumps and `_printChanges` diffs show shared
// values as values, as TCA does.

extension Shared: Equatable where Value: Equatable {
  /// Compares the values. While `_printChanges` compares the state before an action with the
  /// state after it, the left side is read as it was before the action (see
  /// ``SharedChangeTracker``), since both sides point at the same reference.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.isEqualBeforeChange(to: rhs.reference)
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Compares the values, as `Shared` does.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.isEqualBeforeChange(to: rhs.reference)
  }
}

extension SharedReaderReference where Value: Equatable {
  /// The value before the action being printed, if any, equals `other`'s value now.
  fileprivate func isEqualBeforeChange(to other: any SharedReaderReference<Value>) -> Bool {
    (snapshot ?? value) == other.value
  }
}

extension Shared: _CustomDiffObject {
  /// The value before the action being printed and the value now; the same value outside
  /// `_printChanges`.
  public var _customDiffValues: (Any, Any) {
    reference.diffValues
  }

  /// Names a collection's type, so that a shared collection renders one way in dumps and in
  /// diffs. custom-dump diffs every `_CustomDiffObject` as `Type(` with its children unlabelled,
  /// as TCA prints a shared array's change, but dumps it as its value, `[ [0]: … ]`, unless it
  /// has a type of its own; so `state` and the diff after it showed one array two ways. With
  /// the type, the dump takes the diff's form: `IdentifiedArray(` and its elements, and a set
  /// `Set(…)` rather than the wrapper that orders it. Any other value dumps as itself, as
  /// swift-sharing's does: a shared `Int` as `2`, not `Int()`.
  public var _customDiffType: Any.Type? { reference.isCollection ? Value.self : nil }

  /// Each `@Shared` property is its own object to custom-dump, so two properties sharing one
  /// reference both print their value, the second with a `#1` marker, rather than a `↩︎`.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(box)
  }
}

extension SharedReader: _CustomDiffObject {
  /// As `Shared`'s: the value before the action being printed and the value now.
  public var _customDiffValues: (Any, Any) {
    reference.diffValues
  }

  public var _customDiffType: Any.Type? { reference.isCollection ? Value.self : nil }

  /// Each `@SharedReader` property is its own object to custom-dump, as each `@Shared` is.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(box)
  }
}

extension SharedReaderReference {
  /// The value before the action being printed and the value now, each with a set's elements
  /// in a stable order.
  fileprivate var diffValues: (Any, Any) {
    let value = value
    return (_StableSetDump.ordering(snapshot ?? value), _StableSetDump.ordering(value))
  }
}

extension SharedReaderReference {
  /// Whether the value is a collection, a set or a dictionary, which custom-dump diffs as a
  /// `_CustomDiffObject` in a form of its own (see `Shared._customDiffType`).
  fileprivate var isCollection: Bool {
    switch Mirror(reflecting: value).displayStyle {
    case .collection, .set, .dictionary: true
    default: false
    }
  }
}

/// A set's elements in custom-dump's stable order.
///
/// custom-dump sorts a set's elements when it meets one inside a value, but a set that is the
/// value of a `_CustomDiffObject`, such as `$signUpData.topics`, it reflects in iteration order,
/// which changes from run to run with Swift's per-process hash seed. Sorting here keeps
/// transcripts byte-identical.
struct _StableSetDump: CustomDumpReflectable {
  let elements: [Any]

  var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .set)
  }

  /// `value` itself, or its elements in order when it is a set.
  static func ordering(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .set else { return value }
    let dumped = mirror.children.map { (String(customDumping: $0.value), $0.value) }
    return _StableSetDump(elements: dumped.sorted { $0.0 < $1.0 }.map(\.1))
  }
}

/// A shared value before the action being printed and now, as they are, sets unsorted: for
/// tools that read the values rather than dump them, such as the playground's export.
package protocol SharedValuesAroundChange {
  var valuesAroundChange: (before: Any, after: Any) { get }
}

extension Shared: SharedValuesAroundChange {
  package var valuesAroundChange: (before: Any, after: Any) { reference.valuesAroundChange }
}

extension SharedReader: SharedValuesAroundChange {
  package var valuesAroundChange: (before: Any, after: Any) { reference.valuesAroundChange }
}

extension SharedReaderReference {
  fileprivate var valuesAroundChange: (before: Any, after: Any) {
    let value = value
    return (snapshot ?? value, value)
  }
}
