import ConcurrencyExtras
import Foundation

/// Remembers what shared values were before actions changed them, so a state from before an
/// action can be compared with the state after it although both point at the same references.
///
/// ``Reducer/_printChanges(_:)`` keeps one per action; a `TestStore` keeps one from one
/// assertion to the next, as TCA's does with swift-sharing's tracker.
///
/// While recording, the first change to each reference keeps the value it had. While
/// comparing, a `Shared` reads that value (the expected side), `==` and diffs compare it with
/// the current one, and `withLock` changes it instead of the current value: that is how
/// `$0.$stats.withLock { $0.count = 1 }` in a test's assertion states the expected change.
///
/// A tracker can also span many actions, for a diff over all of them: see
/// ``keepValuesBeforeCurrentChange()``.
package final class SharedChangeTracker: @unchecked Sendable {
  /// Every tracker recording: a `_printChanges` inside a test store records for both.
  @TaskLocal static var recording: [SharedChangeTracker] = []
  @TaskLocal static var comparing: SharedChangeTracker?
  /// Trackers that record changes made in any task, effects started before them included.
  static let recordingEverywhere = LockIsolated<[SharedChangeTracker]>([])

  private let lock = NSLock()
  /// The value before the first change, by reference; the reference is kept so its identifier
  /// cannot be reused while the tracker lives.
  private var snapshots: [ObjectIdentifier: (reference: AnyObject, value: Any)] = [:]

  /// Runs `operation`, keeping the old value of every reference it changes.
  func record<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$recording.withValue(Self.recording + [self], operation: operation)
  }

  /// Runs `operation`, e.g. an effect, keeping the old value of every reference it changes.
  func record<R>(_ operation: () async throws -> R) async rethrows -> R {
    try await Self.$recording.withValue(Self.recording + [self], operation: operation)
  }

  package init() {}

  /// Starts keeping the old value of every reference changed in any task, until
  /// ``stopRecordingEverywhere()``: a command's changes, those of effects it did not start
  /// included.
  package func startRecordingEverywhere() {
    Self.recordingEverywhere.withValue { $0.append(self) }
  }

  package func stopRecordingEverywhere() {
    Self.recordingEverywhere.withValue { $0.removeAll { $0 === self } }
  }

  /// Runs `operation` with the old values visible to `Shared`'s reads, diffs and `==`.
  package func compare<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$comparing.withValue(self, operation: operation)
  }

  /// Whether a reference changed since the tracker was created or last reset.
  package var hasChanges: Bool {
    lock.withLock { !snapshots.isEmpty }
  }

  /// Forgets every old value: the changes so far were asserted.
  func reset() {
    lock.withLock { snapshots.removeAll() }
  }

  func recordFirstChange(of reference: AnyObject, from value: Any) {
    lock.withLock {
      let id = ObjectIdentifier(reference)
      if snapshots[id] == nil {
        snapshots[id] = (reference, value)
      }
    }
  }

  /// Replaces the old value: what an assertion expects it to be now.
  func setSnapshot(of reference: AnyObject, to value: Any) {
    lock.withLock { snapshots[ObjectIdentifier(reference)] = (reference, value) }
  }

  func snapshot(of reference: AnyObject) -> Any? {
    lock.withLock { snapshots[ObjectIdentifier(reference)]?.value }
  }

  /// The old value of `reference`, if it changed, as a `Value`. Unwrapped before the cast: a
  /// missing `Any?` cast `as? Value` to an optional `Value` would be `.some(nil)`, an old value
  /// of `nil` rather than none.
  func snapshot<Value>(of reference: AnyObject, as _: Value.Type) -> Value? {
    guard let old = snapshot(of: reference) else { return nil }
    return old as? Value
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
