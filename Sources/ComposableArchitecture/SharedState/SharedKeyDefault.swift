import Foundation

extension SharedReaderKey {
  /// A key with a default value, so `@Shared` needs none at the call site. Use it for
  /// type-safe keys:
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<Stats>.Default {
  ///   static var stats: Self {
  ///     Self[.fileStorage(.documentsDirectory.appending(component: "stats.json")), default: Stats()]
  ///   }
  /// }
  ///
  /// @Shared(.stats) var stats
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key paired with the value `@Shared` starts from when nothing is stored; see
/// ``SharedReaderKey/Default``.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  public static subscript(
    _ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID { base.id }

  public func load(initialValue: Base.Value?) throws -> Base.Value? {
    try base.load(initialValue: initialValue)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value) throws {
    try base.save(value)
  }
}

extension _SharedKeyDefault: DescribedSharedKey where Base: DescribedSharedKey {
  var keyDescription: SharedKeyDescription { base.keyDescription }
}

extension _SharedKeyDefault: RecoverableSharedKey where Base: RecoverableSharedKey {
  func setAsideUnreadableValue() throws -> URL {
    try base.setAsideUnreadableValue()
  }
}

extension _SharedKeyDefault: WatchedSharedKey where Base: WatchedSharedKey {
  var hasPendingSave: Bool { base.hasPendingSave }

  func flushPendingSave() throws {
    try base.flushPendingSave()
  }

  func loadOutsideChange() throws -> Base.Value?? {
    try base.loadOutsideChange()
  }

  func adoptStoredValue() {
    base.adoptStoredValue()
  }
}
