/// A read-only view of shared state: a feature that only shows a value another feature
/// changes holds it as a reader, so the compiler stops it from writing.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @SharedReader(.stats) var stats
/// }
/// ```
///
/// Every reader and `@Shared` with an equal key share one reference, so a reader sees each
/// change at once. Make one from a value with ``init(value:)``, or from a `Shared` with
/// ``init(_:)``: `SharedReader(state.$stats)`. `$stats` is the reader itself, to pass on or
/// derive from: `$stats.count` is a `SharedReader<Int>`.
///
/// A reader created from a key is backed by the same storage as `@Shared`, so the key must
/// be one that can save (`.inMemory`, `.fileStorage`, `.appStorage`); nothing is ever saved
/// through the reader.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let box: PropertyBox<any SharedReaderReference<Value>>

  var reference: any SharedReaderReference<Value> { box.reference }

  init(reference: any SharedReaderReference<Value>) {
    box = PropertyBox(reference)
  }

  /// A reader of a new reference holding `value`, e.g. for a preview or a test.
  public init(value: Value) {
    self.init(reference: RootReference(value))
  }

  /// A reader of a `Shared` reference: it sees every change made through `base`.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Shares another reader: what Swift calls for `@SharedReader var stats: Stats` parameters
  /// passed `$stats`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value now; while a test store checks an assertion, the value it expects, as
  /// `Shared`'s.
  public var wrappedValue: Value {
    reference.snapshot ?? reference.value
  }

  /// The reader itself: `$stats`, to pass on or derive from.
  public var projectedValue: SharedReader<Value> {
    self
  }

  /// A reader of part of the value: `$stats.count` is a `SharedReader<Int>`.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: KeyPathReaderReference(base: reference, keyPath: keyPath))
  }
}

extension SharedReader where Value: Sendable {
  /// A reader of the value shared under a key, starting from `wrappedValue` when nothing is
  /// stored: `@SharedReader(.inMemory("count")) var count = 0`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(Shared(wrappedValue: wrappedValue(), key))
  }

  /// A reader of the value shared under a key with a default: `@SharedReader(.stats) var stats`.
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(Shared(key))
  }
}

// Every read goes through the reference's lock.
extension SharedReader: @unchecked Sendable {}

extension SharedReader: _AnyShared {
  public var _wrappedValue: Any { wrappedValue }
  public var _root: any AnySharedReference { reference.root }
}

extension SharedReader: CustomStringConvertible {
  public var description: String {
    String(describing: wrappedValue)
  }
}
