/// A key that loads shared state from some storage: `.inMemory("count")`,
/// `.fileStorage(url)`, or one of your own.
///
/// The shape follows swift-sharing's, simplified: loading and saving are synchronous, which
/// keeps every playground session deterministic.
public protocol SharedReaderKey<Value>: Sendable {
  associatedtype Value: Sendable
  associatedtype ID: Hashable & Sendable = Self

  /// Keys with equal ids share one reference: two features that write `@Shared(.stats)` see
  /// the same value.
  var id: ID { get }

  /// The stored value, or `nil` when nothing is stored yet, in which case the `@Shared`
  /// default is used.
  ///
  /// Throw when something is stored but cannot be read: the reference then reports the error,
  /// keeps the default in memory, and never writes over the stored value until it is reset.
  func load(initialValue: Value?) throws -> Value?
}

extension SharedReaderKey where ID == Self {
  public var id: Self { self }
}

/// A ``SharedReaderKey`` that also saves: every change made through `withLock` is saved
/// before `withLock` returns.
public protocol SharedKey<Value>: SharedReaderKey {
  func save(_ value: Value) throws
}
