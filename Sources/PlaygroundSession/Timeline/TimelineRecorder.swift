import ComposableArchitecture
import PlaygroundText

/// What `timeline` asks of a loaded lesson.
@MainActor
protocol TimelineDrawing: AnyObject {
  /// The effects since the lesson started, drawn `width` columns wide; see ``TimelineChart``.
  func timeline(width: Int) -> [OutputLine]
}

/// Keeps the ``EffectTimeline`` of a host's effects, from the store's events and the clock's
/// sleeps, and draws it.
@MainActor
final class TimelineRecorder<State: Equatable, Action>: TimelineDrawing {
  /// Sleeps are reported from effects' tasks, before the host exists: see ``onEffectSleep``.
  private let timeline = EffectTimeline()
  private weak var host: FeatureHost<State, Action>?

  init() {}

  /// For the host's clock: hears each effect go to sleep.
  nonisolated var onEffectSleep: @Sendable (_ effectID: Int, _ elapsed: Duration) -> Void {
    { [timeline] effectID, elapsed in timeline.slept(effectID, at: elapsed) }
  }

  /// Starts recording `host`'s store events.
  func observe(_ host: FeatureHost<State, Action>) {
    self.host = host
    host.observeStore { [timeline, clock = host.clock] event in timeline.record(event, at: clock.elapsed) }
    host.observeEffectSends { [timeline, clock = host.clock] effectID in timeline.sent(by: effectID, at: clock.elapsed) }
  }

  func timeline(width: Int) -> [OutputLine] {
    guard let host else { return [] }
    let clock = host.clock
    let (rows, latest) = timeline.snapshot()
    let now = Int(clock.elapsed.components.seconds) * 1000
      + Int(clock.elapsed.components.attoseconds / 1_000_000_000_000_000)
    let running = Set(host.store.runningEffects.map(\.id))
    return TimelineChart(rows: rows, end: max(now, latest), width: width) { id in
      running.contains(id) ? clock.nextWakeUp(of: id) : "not waiting on the clock"
    }.lines()
  }
}
