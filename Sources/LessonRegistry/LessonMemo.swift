import ConcurrencyExtras

/// What the engine works out from a lesson the first time it asks, kept with the lesson for
/// the rest of the process: the parsed tutorial. The registry cannot name the engine's types,
/// so values are kept by their type, one of each.
package final class LessonMemo: Sendable {
  private let values = LockIsolated<[ObjectIdentifier: any Sendable]>([:])

  package init() {}

  /// The value of type `Value` kept, or `make()`'s, kept from now on.
  package func value<Value: Sendable>(_ make: @Sendable () -> Value) -> Value {
    values.withValue { values in
      let key = ObjectIdentifier(Value.self)
      // Unwrapped first: a missing value would cast to an optional `Value` as `nil`.
      if let kept = values[key], let value = kept as? Value { return value }
      let value = make()
      values[key] = value
      return value
    }
  }
}
