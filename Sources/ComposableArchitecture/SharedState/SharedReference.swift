import Foundation

/// The storage a `SharedReader` reads: what every shared reference offers.
protocol SharedReaderReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The reference that holds the value: itself, or the one a derived reference reaches into.
  var root: any AnySharedReference { get }
  var value: Value { get }
  /// While a state diff is printed, the value before the action changed it; see
  /// ``SharedChangeTracker``.
  var snapshot: Value? { get }
}

/// One per `@Shared` or `@SharedReader` property, holding its reference: copies of a state
/// share it, so a diff can pair the property before an action with the same property after it.
final class PropertyBox<Reference: Sendable>: Sendable {
  let reference: Reference

  init(_ reference: Reference) {
    self.reference = reference
  }
}

/// The storage a `Shared` points at. Copies of a state share it, which is what makes the
/// state shared: a change through one copy is seen through every other.
protocol SharedReference<Value>: SharedReaderReference {
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
}

/// A value behind a lock: what `Shared(value:)` creates, and the base of references created
/// from keys.
///
/// The lock is recursive, so reading a shared value inside its own `withLock` does not
/// deadlock.
class RootReference<Value>: SharedReference, AnySharedReference, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var current: Value

  init(_ value: Value) {
    current = value
  }

  var root: any AnySharedReference { self }

  var value: Value {
    lock.withLock { current }
  }

  var currentValue: Any { value }

  var snapshot: Value? {
    SharedChangeTracker.comparing?.snapshot(of: self, as: Value.self)
  }

  /// `body` changes a copy, stored back when it returns, so reading the shared value inside
  /// `body` sees the value from before the change rather than breaking exclusive access.
  ///
  /// While a tracker compares (a test's assertion), `body` changes the tracker's old value,
  /// which is what the assertion expects, and the current value is left alone.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock {
      if let tracker = SharedChangeTracker.comparing {
        var expected = tracker.snapshot(of: self, as: Value.self) ?? current
        defer { tracker.setSnapshot(of: self, to: expected) }
        return try body(&expected)
      }
      recordFirstChange()
      var copy = current
      defer {
        current = copy
        didChange(copy)
      }
      return try body(&copy)
    }
  }

  /// Called after every `withLock`, still under the lock, so changes are handled in order.
  func didChange(_ value: Value) {}

  /// Replaces the value with one its storage loaded: a change like any other to diffs, but
  /// not saved back.
  func reload(_ value: Value) {
    lock.withLock {
      recordFirstChange()
      current = value
    }
  }

  /// Lets every tracker recording now (a store's send, a test's step, a shell command) keep the value from
  /// before its first change. Called under the lock.
  private func recordFirstChange() {
    for tracker in SharedChangeTracker.recording {
      tracker.recordFirstChange(of: self, from: current)
    }
    for tracker in SharedChangeTracker.recordingEverywhere.value {
      tracker.recordFirstChange(of: self, from: current)
    }
  }
}
