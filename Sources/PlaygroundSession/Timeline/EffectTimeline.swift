import ComposableArchitecture
import Foundation

/// The effects of the loaded lesson on the virtual clock, for `timeline`: when each started and
/// for which action, the actions it sent and its sleeps (counted per bucket of time, see
/// ``TimelineMarks``), and how it ended.
///
/// A lesson's host reports its store's events and its clock's sleeps here as they happen; it
/// starts over with the lesson, on `load` and `reset`, as the clock does. Sleeps are reported
/// from effects' tasks, so the record is behind a lock.
final class EffectTimeline: @unchecked Sendable {
  /// How an effect ended.
  enum Ending {
    case finished
    /// Cancelled, why, and while the store reduced which action (`nil` when its lesson went
    /// away).
    case cancelled(EffectCancellationReason, by: Any?)
  }

  struct Row {
    let id: Int
    /// The action whose reducer returned the effect; dumped only when drawn.
    let action: Any
    /// Virtual time, in milliseconds since the lesson started.
    let start: Int
    var end: (time: Int, ending: Ending)?
    var marks = TimelineMarks()
  }

  private let lock = NSLock()
  private var rows: [Row] = []
  /// Where each effect's row is; effect ids count up from 1, so rows are in id order.
  private var rowIndex: [Int: Int] = [:]
  /// The buckets' width, as ``TimelineMarks/shift``.
  private var shift = 0
  /// The latest time anything happened.
  private var latest = 0

  func started(_ id: Int, action: Any, at time: Duration) {
    record(time) { timeline, time in
      timeline.rowIndex[id] = timeline.rows.count
      timeline.rows.append(Row(id: id, action: action, start: time))
    }
  }

  func sent(by id: Int, at time: Duration) {
    mark(id, time, sent: 1)
  }

  func slept(_ id: Int, at time: Duration) {
    mark(id, time, slept: 1)
  }

  func ended(_ id: Int, _ ending: Ending, at time: Duration) {
    record(time) { timeline, time in
      guard let index = timeline.rowIndex[id] else { return }
      timeline.rows[index].end = (time, ending)
    }
  }

  /// The rows with their marks in buckets of one width, and the latest time seen.
  func snapshot() -> (rows: [Row], latest: Int) {
    lock.withLock {
      for index in rows.indices { rows[index].marks.coarsen(to: shift) }
      return (rows, latest)
    }
  }

  private func mark(_ id: Int, _ time: Duration, sent: Int = 0, slept: Int = 0) {
    record(time) { timeline, time in
      guard let index = timeline.rowIndex[id] else { return }
      timeline.rows[index].marks.add(sent: sent, slept: slept, atMilliseconds: time, shift: timeline.shift)
    }
  }

  private func record(_ time: Duration, _ change: (EffectTimeline, Int) -> Void) {
    let milliseconds = Int(time.components.seconds) * 1000 + Int(time.components.attoseconds / 1_000_000_000_000_000)
    lock.withLock {
      latest = max(latest, milliseconds)
      while milliseconds >> shift >= TimelineMarks.bucketLimit { shift += 1 }
      change(self, milliseconds)
    }
  }
}

extension EffectTimeline {
  /// Notes what a store reports about its effects, at the virtual time `time`.
  func record<Action>(_ event: StoreEvent<Action>, at time: Duration) {
    switch event {
    case let .effectStarted(effect):
      started(effect.id, action: effect.action, at: time)
    case let .effectSent(id, _):
      sent(by: id, at: time)
    case let .effectFinished(id):
      ended(id, .finished, at: time)
    case let .effectCancelled(effect, reason, cause):
      ended(effect.id, .cancelled(reason, by: cause), at: time)
    case .runawayLoop:
      break
    }
  }
}
