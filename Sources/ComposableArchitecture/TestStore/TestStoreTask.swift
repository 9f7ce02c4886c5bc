import ConcurrencyExtras
import IssueReporting

/// The effects one ``TestStore/send(_:assert:fileID:file:line:column:)`` started, to cancel or
/// wait for, as in TCA:
///
/// ```swift
/// let task = await store.send(.onAppear)
/// // …
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.cancellableValue
  }

  /// Waits for the effects to finish, reporting an issue if they are still running after
  /// `duration` of real time (the store's ``TestStore/timeout`` by default). Effects still
  /// running then are cancelled, so they do not outlive the test.
  @MainActor
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let duration = duration ?? timeout
    let finished = LockIsolated(false)
    let watcher = Task {
      await rawValue.value
      finished.setValue(true)
    }
    guard await !RealTimeWait.until({ finished.value }, for: duration) else { return }
    watcher.cancel()
    rawValue.cancel()
    reportIssue(
      TestStoreMessages.taskStillInFlight(after: duration, isDefaultTimeout: duration == timeout),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Whether the effects were cancelled, or there were none.
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
