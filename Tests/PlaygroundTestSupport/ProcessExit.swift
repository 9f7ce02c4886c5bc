import Foundation

extension Process {
  /// Suspends until the process has ended, polling every 10 ms rather than blocking.
  ///
  /// The test process runs every task on the main serial executor (`MainSerialExecutor.swift`),
  /// so a `waitUntilExit()` in one test stops every other test for as long as the process runs:
  /// a minute of `check` in one suite held up the rest of the suite, which then ran all at once,
  /// and a `TestClock.run()` timed out in that crowd.
  public func waitForExit() async {
    while isRunning, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(10))
    }
    // The process has ended (or the test was cancelled): this reaps it and sets its status.
    waitUntilExit()
  }
}
