@_spi(Playground) import ComposableArchitecture

/// A stretch of the session in which no `@Shared` value changed before the last action
/// logged in it: the ``ActionForm``s logged in it can be built later, as they were logged,
/// because its tracker keeps the value every reference had before its first change since.
///
/// The ``ExportRecorder`` ends an era when it logs an action after a change: it builds the
/// era's forms then, while the tracker still knows the old values, and starts a new era. A
/// session with no `@Shared` value, or a delegate loop that changes none, stays in one era
/// and builds no form until an export reads it.
final class SharedEra: Sendable {
  private let tracker = SharedChangeTracker()

  init() {
    tracker.startRecordingEverywhere()
  }

  /// Whether a `@Shared` value changed since the era began.
  var hasChanges: Bool { tracker.hasChanges }

  /// Runs `body` with each `@Shared` value's snapshot, what ``ExportValue`` reads `at: .before`,
  /// the value it had when the era began.
  func read<R>(_ body: () -> R) -> R {
    tracker.compare(body)
  }

  /// Stops keeping old values: the era's forms are built.
  func end() {
    tracker.stopRecordingEverywhere()
  }

  deinit {
    tracker.stopRecordingEverywhere()
  }
}
