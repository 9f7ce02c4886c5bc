import Foundation

/// What cancel ids can cancel inside one store: its effects, and the operations its effects run
/// with ``withTaskCancellation(id:cancelInFlight:isolation:operation:)``.
///
/// TCA keeps one process-wide registry; here each store has its own, so that stores in tests
/// and sessions running side by side never cancel each other's work. An effect's task finds
/// its store's registry in ``current``; code outside any effect uses a registry of its own.
final class CancellationRegistry: Sendable {
  /// The registry of the store whose effect is running the current task.
  @TaskLocal static var current = CancellationRegistry(cancelEffects: nil)

  private let cancelEffects: (@MainActor @Sendable (_CancelID) -> Void)?
  private let operations = LockIsolated(Operations())

  private struct Operations {
    var nextToken = 0
    var byID: [_CancelID: [Int: @Sendable () -> Void]] = [:]
  }

  /// - Parameter cancelEffects: Cancels the store's effects with an id.
  init(cancelEffects: (@MainActor @Sendable (_CancelID) -> Void)?) {
    self.cancelEffects = cancelEffects
  }

  /// Cancels the effects and the operations with the id: what `Task.cancel(id:)` does.
  ///
  /// The store is main-actor, and the playground runs every effect on the main serial
  /// executor, so its effects are cancelled at once. Called from another thread, which only
  /// code outside the playground's executor does, they are cancelled on the main actor's next
  /// turn.
  func cancel(id: _CancelID) {
    cancelOperations(id: id)
    guard let cancelEffects else { return }
    if Thread.isMainThread {
      MainActor.assumeIsolated { cancelEffects(id) }
    } else {
      Task { @MainActor in cancelEffects(id) }
    }
  }

  /// Cancels the operations with the id, leaving effects to the store.
  func cancelOperations(id: _CancelID) {
    let cancels = operations.withValue { $0.byID.removeValue(forKey: id) ?? [:] }
    for (_, cancel) in cancels.sorted(by: { $0.key < $1.key }) { cancel() }
  }

  /// Registers an operation under the id until ``remove(_:id:)``.
  func insert(id: _CancelID, cancel: @escaping @Sendable () -> Void) -> Int {
    operations.withValue {
      $0.nextToken += 1
      $0.byID[id, default: [:]][$0.nextToken] = cancel
      return $0.nextToken
    }
  }

  func remove(_ token: Int, id: _CancelID) {
    operations.withValue {
      $0.byID[id]?[token] = nil
      if $0.byID[id]?.isEmpty == true { $0.byID[id] = nil }
    }
  }
}
