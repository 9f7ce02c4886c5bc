import Foundation

/// A reference to the value inside another reference's optional: what `Shared($user)` unwraps
/// to. While the optional holds a value, reads and writes go through to it; once it is `nil`,
/// the reference keeps the last value it saw, as swift-sharing's does, and writes change only
/// that copy.
final class OptionalReference<Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Value?>
  private let lock = NSRecursiveLock()
  private var lastValue: Value

  init(base: any SharedReference<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = initialValue
  }

  var root: any AnySharedReference { base.root }

  var value: Value {
    lock.withLock {
      if let value = base.value { lastValue = value }
      return lastValue
    }
  }

  var snapshot: Value? {
    base.snapshot ?? nil
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      try lock.withLock {
        guard var value = optional else { return try body(&lastValue) }
        defer {
          optional = value
          lastValue = value
        }
        return try body(&value)
      }
    }
  }
}

extension Shared {
  /// Unwraps a shared optional, or is `nil` while it holds none, as swift-sharing's does:
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp>
  ///
  /// if let syncUp = Shared($syncUps[id: id]) {
  ///   syncUp  // Shared<SyncUp>
  /// }
  /// ```
  ///
  /// The result reads and writes the value inside the optional. If the optional later becomes
  /// `nil`, the result keeps the last value it saw.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self.init(reference: OptionalReference(base: base.reference, initialValue: initialValue))
  }
}
