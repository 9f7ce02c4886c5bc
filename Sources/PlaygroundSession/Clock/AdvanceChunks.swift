/// How far each call of `TestClock.advance(to:)` goes during `advance`.
///
/// Each call yields to the effects a few more times than the wake-ups it resumes need
/// (`Task.megaYield`, three times for a call that resumes one sleep, where a call that resumes
/// many yields once a wake-up), so a call per wake-up is three times slower than the one call
/// a TestStore test makes, `await clock.advance(by: .seconds(86400))`. Calls that span many
/// wake-ups cost what that one call costs, and each does exactly what it does: resume the sleeps
/// due in it one at a time, each at its own deadline.
///
/// The shell still checks for Ctrl-C between calls, so each spans about ``actionsPerCall``
/// received actions, going by the rate of the call before, and at most twice as long. The
/// spans depend on virtual time and action counts only, so a session stays deterministic.
struct AdvanceChunks {
  /// About how many received actions one call resumes: the per-call cost is then negligible,
  /// and at the rate an effect sends actions on the virtual clock, Ctrl-C still stops within
  /// a tenth of a second.
  static let actionsPerCall = 1_000

  /// How far the next call goes past the clock's time now, when past its next wake-up.
  private var span = Duration.zero

  /// The end of the next call: the next wake-up at least, and at most `target`.
  func end(from now: VirtualClock.Instant, next: VirtualClock.Instant, target: VirtualClock.Instant)
    -> VirtualClock.Instant
  {
    min(target, max(next, now.advanced(by: span)))
  }

  /// Notes what a call did: it moved the clock by `duration` and `actions` were received.
  mutating func record(duration: Duration, actions: Int) {
    guard duration > .zero else { return }
    let atTheSameRate = actions == 0 ? duration * 2 : duration * (Double(Self.actionsPerCall) / Double(actions))
    span = min(duration * 2, atTheSameRate)
  }
}
