@_spi(Playground) import ComposableArchitecture
import Foundation
import PlaygroundText

/// What commands ask of the virtual clock: `advance`, `run`, `effects`, `clock`.
@MainActor
protocol ClockControls: AnyObject {
  /// Virtual time since the lesson started.
  var elapsed: Duration { get }
  /// How long until the clock's next wake-up, if anything is scheduled.
  var timeToNextWakeUp: Duration? { get }
  /// Advances the virtual clock by a duration, or to the next wake-up when `nil`.
  func advance(by duration: Duration?) async
  /// Advances until no effect is in flight, within the documented bounds.
  func run() async
  func printEffects()
  func printClock()
  /// One notice for each effect still in flight, as the session ends: see
  /// ``Playground/endNotices``.
  var effectsStillRunning: [String] { get }
}

/// Moves a host's virtual clock for `advance` and `run`, within ``SessionLimits``, and lists
/// its wake-ups and the effects in flight. It publishes each move, so the export can put the
/// clock's move ahead of the actions it brought.
@MainActor
final class ClockDriver<State: Equatable, Action>: ClockControls {
  private let host: FeatureHost<State, Action>
  private var clock: VirtualClock { host.clock }
  private var output: Output { host.environment.output }

  init(host: FeatureHost<State, Action>) {
    self.host = host
  }

  var elapsed: Duration { clock.elapsed }

  var timeToNextWakeUp: Duration? {
    clock.wakeUps.first.map { clock.now.duration(to: $0.deadline) }
  }

  func advance(by duration: Duration?) async {
    await publishingMove { await advanceClock(by: duration) }
  }

  func run() async {
    await publishingMove { await runEffects() }
  }

  private func publishingMove(_ move: () async -> Void) async {
    let start = clock.elapsed
    host.publish(.clockMoving)
    await move()
    host.publish(.clockMoved(by: clock.elapsed - start))
  }

  private func advanceClock(by duration: Duration?) async {
    let target: VirtualClock.Instant
    if let duration {
      target = clock.now.advanced(by: duration)
    } else {
      guard let next = clock.wakeUps.first else {
        output.append("nothing is scheduled; the clock stays at \(clock.elapsed.playgroundDescription)")
        return
      }
      target = next.deadline
    }
    // A held-back file write coming due counts too: the clock did something.
    let somethingDue =
      clock.wakeUps.contains { $0.deadline <= target } || clock.nextScheduledDeadline.map { $0 <= target } == true
    // Bounded as `run` is: a year of a one-second timer would otherwise take hours.
    let receivedBefore = host.receivedCount
    let printedBefore = output.printedCount
    let receivedLimit = receivedBefore + SessionLimits.advanceActions
    switch await step(to: target, receivedLimit: receivedLimit) {
    case .interrupted:
      host.flushPendingWrites()
      output.warning(
        "interrupted at \(clock.elapsed.playgroundDescription) of virtual time, on the way to \(clock.offset(of: target).playgroundDescription)"
      )
    case .receivedLimit:
      output.warning(
        "advance stopped after \(host.receivedCount - receivedBefore) received actions, at \(clock.elapsed.playgroundDescription) on the way to \(clock.offset(of: target).playgroundDescription), with \(effectCount) still running: \(runningSummary)"
      )
    case .reached where duration == nil:
      output.append("advanced to \(clock.elapsed.playgroundDescription), the next wake-up")
    case .reached where !somethingDue:
      output.append("clock at \(clock.elapsed.playgroundDescription); nothing was due")
    case .reached where output.printedCount == printedBefore:
      // Effects woke up (a ping, a poll) but sent nothing and changed nothing: say so, since
      // silence reads as a hung shell.
      output.append("clock at \(clock.elapsed.playgroundDescription); effects woke up and sent no action")
    case .reached:
      break
    }
  }

  private func runEffects() async {
    guard !host.store.runningEffects.isEmpty else {
      output.append("no effects in flight; the clock stays at \(clock.elapsed.playgroundDescription)")
      return
    }
    let timeLimit = clock.now.advanced(by: SessionLimits.runTime)
    let receivedLimit = host.receivedCount + SessionLimits.runActions
    while !host.store.runningEffects.isEmpty {
      guard let next = clock.wakeUps.first else {
        output.warning(
          "run stopped at \(clock.elapsed.playgroundDescription): \(effectCount) still running, but nothing is scheduled on the clock: \(runningSummary)"
        )
        return
      }
      guard next.deadline <= timeLimit else {
        _ = await step(to: timeLimit, receivedLimit: nil)
        output.warning(
          "run stopped after 24h of virtual time, at \(clock.elapsed.playgroundDescription), with \(effectCount) still running: \(runningSummary)"
        )
        return
      }
      switch await step(to: next.deadline, receivedLimit: receivedLimit) {
      case .reached:
        continue
      case .interrupted:
        host.flushPendingWrites()
        output.warning("run interrupted at \(clock.elapsed.playgroundDescription) of virtual time")
        return
      case .receivedLimit:
        output.warning(
          "run stopped after \(SessionLimits.runActions) received actions, at \(clock.elapsed.playgroundDescription), with \(effectCount) still running: \(runningSummary)"
        )
        return
      }
    }
    output.append("all effects finished; the clock is at \(clock.elapsed.playgroundDescription)")
  }

  private enum StepOutcome { case reached, interrupted, receivedLimit }

  /// Moves the clock to `target` as `TestClock.advance(to:)` does, in calls of it that span
  /// many wake-ups (see ``AdvanceChunks``), so the shell can stop between two calls when
  /// interrupted. With a bound on received actions, one wake-up a call, so it stops there.
  private func step(to target: VirtualClock.Instant, receivedLimit: Int?) async -> StepOutcome {
    await withIssueReporters([host.issues]) {
      await host.settle()
      var chunks = AdvanceChunks()
      while let next = nextDeadline, next <= target {
        if host.environment.isInterrupted() { return .interrupted }
        if let receivedLimit, host.receivedCount >= receivedLimit { return .receivedLimit }
        let start = clock.now
        let received = host.receivedCount
        // Many wake-ups a clock call (see AdvanceChunks), but one at a time near the received
        // action limit, which is checked between calls, and never past work scheduled on the
        // clock (a held-back file write), which runs at its own instant.
        var end = next
        if receivedLimit.map({ $0 - received > 2 * AdvanceChunks.actionsPerCall }) ?? true {
          end = min(chunks.end(from: start, next: next, target: target), clock.nextScheduledDeadline ?? target)
        }
        await clock.base.advance(to: end)
        clock.runDueWork()
        chunks.record(duration: start.duration(to: end), actions: host.receivedCount - received)
        host.printIssues()
      }
      await clock.base.advance(to: target)
      clock.runDueWork()
      host.printIssues()
      return .reached
    }
  }

  /// The next instant something happens: an effect wakes up, or a held-back file write is due.
  private var nextDeadline: VirtualClock.Instant? {
    [clock.wakeUps.first?.deadline, clock.nextScheduledDeadline].compactMap { $0 }.min()
  }

  private var effectCount: String {
    let count = host.store.runningEffects.count
    return count == 1 ? "1 effect" : "\(count) effects"
  }

  private var runningSummary: String {
    host.store.runningEffects.map { "#\($0.id) from \(oneLineDump($0.action))" }.joined(separator: ", ")
  }

  func printEffects() {
    let effects = host.store.runningEffects
    guard !effects.isEmpty else {
      output.append("no effects in flight")
      return
    }
    for effect in effects {
      let name = effect.name.map { "name: \(oneLineDump($0)), " } ?? ""
      let id = effect.cancelIDs.map { "id: \(oneLineDump($0.base)), " }.joined()
      output.append("#\(effect.id) from \(oneLineDump(effect.action)) (\(name)\(id)\(clock.nextWakeUp(of: effect.id)))")
    }
  }

  func printClock() {
    output.append("virtual time: \(clock.elapsed.playgroundDescription) since the lesson started")
    let wakeUps = clock.wakeUps
    guard !wakeUps.isEmpty else {
      output.append("pending wake-ups: none")
      return
    }
    output.append("pending wake-ups:")
    for wakeUp in wakeUps {
      let owner = wakeUp.effectID.map { " effect #\($0)" } ?? ""
      output.append("  \(clock.offset(of: wakeUp.deadline).playgroundDescription)\(owner)")
    }
  }

  var effectsStillRunning: [String] {
    // In test mode the test store says so itself, in its own words, as the test ends.
    guard !host.environment.isTestMode else { return [] }
    return host.store.runningEffects.map { effect in
      "an effect returned for \(oneLineDump(effect.action)) is still running (#\(effect.id), \(clock.nextWakeUp(of: effect.id))); in a TestStore test it must complete before the end of the test"
    }
  }
}
