extension SharedReaderKey {
  /// A key for a value shared in memory: every `@Shared(.inMemory("count"))` sees the same
  /// value, which starts from the `@Shared` default each time the app starts.
  ///
  /// ```swift
  /// extension SharedKey where Self == InMemoryKey<Stats> {
  ///   static var stats: Self { inMemory("stats") }
  /// }
  /// ```
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key: key)
  }
}

/// A key for a value shared in memory; see ``SharedReaderKey/inMemory(_:)``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let key: String

  public var id: InMemoryKeyID {
    InMemoryKeyID(key: key)
  }

  /// Nothing is stored outside the reference, so the `@Shared` default is used.
  public func load(initialValue: Value?) -> Value? {
    nil
  }

  /// The reference holds the value; there is nothing else to save.
  public func save(_ value: Value) {}
}

/// The id of an ``InMemoryKey``: its string, kept apart from other keys' ids.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
}

extension InMemoryKey: DescribedSharedKey {
  var keyDescription: SharedKeyDescription {
    SharedKeyDescription(name: key, text: ".inMemory(\(String(reflecting: key)))")
  }
}
