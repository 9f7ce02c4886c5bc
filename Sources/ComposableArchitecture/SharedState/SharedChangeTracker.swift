import Foundation

/// Remembers what shared values were before an action changed them, so
/// ``Reducer/_printChanges(_:)`` can diff the state before and after the action although both
/// copies of the state point at the same references.
///
/// While recording, the first change to each reference keeps the value it had. While
/// comparing, a `Shared` diffs that value against the current one and `==` compares them, the
/// state before the action being on the left, as `diff(old, new)` passes it.
///
/// A tracker can also span many actions, for a diff over all of them: see
/// ``keepValuesBeforeCurrentChange()``.
package final class SharedChangeTracker: @unchecked Sendable {
  @TaskLocal static var recording: SharedChangeTracker?
  @TaskLocal static var comparing: SharedChangeTracker?

  private let lock = NSLock()
  /// The value before the first change, by reference; the reference is kept so its identifier
  /// cannot be reused while the tracker lives.
  private var snapshots: [ObjectIdentifier: (reference: AnyObject, value: Any)] = [:]

  /// Runs `operation`, keeping the old value of every reference it changes.
  func record<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$recording.withValue(self, operation: operation)
  }

  package init() {}

  /// Runs `operation` with the old values visible to `Shared`'s diffs and `==`.
  package func compare<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$comparing.withValue(self, operation: operation)
  }

  func recordFirstChange(of reference: AnyObject, from value: Any) {
    lock.withLock {
      let id = ObjectIdentifier(reference)
      if snapshots[id] == nil {
        snapshots[id] = (reference, value)
      }
    }
  }

  func snapshot(of reference: AnyObject) -> Any? {
    lock.withLock { snapshots[ObjectIdentifier(reference)]?.value }
  }

  /// Called from a `_printChanges` printer, keeps the values from before the action being
  /// printed of the references it changed, unless this tracker holds an earlier one: over a
  /// run of actions, this tracker then compares the state before the first with the state
  /// after the last.
  package func keepValuesBeforeCurrentChange() {
    guard let current = Self.comparing, current !== self else { return }
    let earlier = current.lock.withLock { current.snapshots }
    guard !earlier.isEmpty else { return }
    lock.withLock { snapshots.merge(earlier) { kept, _ in kept } }
  }
}
