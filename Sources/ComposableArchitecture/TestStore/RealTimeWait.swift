import ConcurrencyExtras

/// How a test store waits for effects that run in real time: `receive` for an action, `finish`
/// for the effects to end, a ``TestStoreTask`` for its task.
///
/// Effects run on the main serial executor, so waiting means yielding to them: a burst of
/// yields for those ready now, then a millisecond's sleep for those waiting on real time,
/// without spinning a core, until the condition holds or the time is up.
@MainActor
enum RealTimeWait {
  /// Whether `isDone` held before `duration` of real time passed (or the waiting task was
  /// cancelled).
  static func until(_ isDone: () -> Bool, for duration: Duration) async -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    await Task.megaYield()
    while !isDone() {
      guard clock.now - start < duration, !Task.isCancelled else { return false }
      await letEffectsRun()
    }
    return true
  }

  /// One round of letting the effects in flight get on.
  static func letEffectsRun() async {
    await Task.megaYield()
    try? await Task.sleep(for: .milliseconds(1))
  }
}
