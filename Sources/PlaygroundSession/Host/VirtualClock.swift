import Clocks
import ComposableArchitecture
import ConcurrencyExtras
import Foundation
import Synchronization

/// The session's clock: swift-clocks' `TestClock`, which moves only when the shell advances
/// it, plus a record of who sleeps until when, so `effects`, `clock` and a bare `advance` can
/// show and reach the next wake-up.
final class VirtualClock: Clock, Sendable {
  typealias Duration = Swift.Duration
  typealias Instant = TestClock<Duration>.Instant

  /// A sleep in progress: when it wakes, and which store effect is sleeping.
  struct WakeUp: Equatable {
    let deadline: Instant
    let effectID: Int?
  }

  let base = TestClock()
  /// Hears each sleep as it begins: the effect sleeping, and the virtual time. For the timeline.
  private let onSleep: @Sendable (_ effectID: Int?, _ elapsed: Duration) -> Void
  /// A `Mutex`, not `LockIsolated`: `LockIsolated` changes a copy of its value, so every sleep
  /// that begins or ends would copy the dictionary, one of each a timer's tick.
  private let sleeps = Mutex<(next: Int, byToken: [Int: WakeUp])>((0, [:]))

  init(onSleep: @escaping @Sendable (_ effectID: Int?, _ elapsed: Duration) -> Void = { _, _ in }) {
    self.onSleep = onSleep
  }

  var now: Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  /// Work that is not an effect, such as file storage's held-back writes, by when it is due.
  private let scheduled = Mutex<(next: Int, work: [(deadline: Instant, order: Int, run: @Sendable () -> Void)])>((0, []))

  /// Virtual time since the lesson started.
  var elapsed: Duration { Instant().duration(to: now) }

  /// The date now: dates come from the virtual clock, starting at 2026-01-01 00:00:00 UTC.
  var date: Date {
    Date(timeIntervalSince1970: 1_767_225_600 + elapsed.inSeconds)
  }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let effectID = EffectTaskContext.effectID
    onSleep(effectID, elapsed)
    let token = sleeps.withLock { sleeps in
      sleeps.next += 1
      sleeps.byToken[sleeps.next] = WakeUp(deadline: deadline, effectID: effectID)
      return sleeps.next
    }
    defer { sleeps.withLock { _ = $0.byToken.removeValue(forKey: token) } }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  /// Pending sleeps, earliest first; equal deadlines in the order they began.
  var wakeUps: [WakeUp] {
    sleeps.withLock { $0.byToken }.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }.map(\.value)
  }

  /// Runs `work` once the clock has moved `delay` past now: file storage's `asyncAfter`.
  /// Nothing waits on it, so it shows in neither `effects` nor `clock`.
  func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
    let deadline = now.advanced(by: delay)
    scheduled.withLock { scheduled in
      scheduled.next += 1
      scheduled.work.append((deadline, scheduled.next, work))
    }
  }

  /// When the earliest scheduled work is due.
  var nextScheduledDeadline: Instant? {
    scheduled.withLock { $0.work.map(\.deadline).min() }
  }

  /// Runs the scheduled work that is due, in order of deadline, then of scheduling.
  func runDueWork() {
    let due = scheduled.withLock { scheduled in
      let due = scheduled.work.filter { $0.deadline <= now }.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
      scheduled.work.removeAll { $0.deadline <= now }
      return due
    }
    for work in due { work.run() }
  }

  /// The virtual time of an instant, since the lesson started.
  func offset(of instant: Instant) -> Duration {
    Instant().duration(to: instant)
  }
}

extension VirtualClock {
  /// When effect `effectID` wakes next, for `effects`, `timeline` and the end notices.
  func nextWakeUp(of effectID: Int) -> String {
    guard let wakeUp = wakeUps.first(where: { $0.effectID == effectID }) else {
      return "not waiting on the clock"
    }
    return "wakes at \(offset(of: wakeUp.deadline).playgroundDescription)"
  }
}
