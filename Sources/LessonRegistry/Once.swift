import ConcurrencyExtras

/// A value worked out the first time it is read, then kept: lessons are shared between
/// threads, so the first read takes a lock.
final class Once<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let cached = LockIsolated<Value?>(nil)

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  var value: Value {
    cached.withValue { cached in
      if let cached { return cached }
      let value = make()
      cached = value
      return value
    }
  }
}
