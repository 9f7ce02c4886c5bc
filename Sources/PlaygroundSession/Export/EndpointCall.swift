import ConcurrencyExtras
import ComposableArchitecture
import LessonRegistry
import Synchronization

/// One call a session made to an endpoint of a dependency, `factClient.fetch(1)`, and how it
/// ended: what the export's override of the endpoint answers, after the same time on the
/// test's clock.
struct EndpointCall: Equatable, Sendable {
  /// The dependency, `factClient`, and the mode it was in: see ``DependencyChoice/era``.
  let dependency: String
  let era: Int
  /// The endpoint, `fetch`.
  let endpoint: String
  let arguments: [ExportValue]
  /// What the stream it answered with sent, each this long after the call.
  var events: [Event] = []
  /// `nil` while it has not answered, or its stream has not ended: at the end of the
  /// session, or forever.
  var outcome: Outcome?
  /// Whether it answered, or its stream ended, after another call's answer or event at the
  /// same instant that the test's clock would otherwise wake after it: see
  /// ``Event/afterOthers``.
  var endsAfterOthers = false

  enum Outcome: Equatable, Sendable {
    /// Returned `value` this long after the call, on the virtual clock.
    case returned(ExportValue, after: Duration)
    /// Its stream finished this long after the call.
    case finished(after: Duration)
    /// Threw `error`, of the type named, this long after the call.
    case threw(ExportValue, type: String, after: Duration)
    /// Cancelled before it answered, or before its stream ended.
    case cancelled
  }

  struct Event: Equatable, Sendable {
    let value: ExportValue
    let after: Duration
    /// Whether it came after another call's answer or event at the same instant, one whose
    /// wait began later. A `TestClock` wakes the waits due at one instant in the order they
    /// began, so the override waits once more, `clock.sleep(for: .zero)`, to come after it,
    /// as in the session: an echo received after the send that caused it returned.
    var afterOthers = false
  }
}

/// The calls a session's dependencies made, in order, as each endpoint's recorder hears them
/// from the effects. Locked, not actor-isolated: an endpoint is called from an effect's task,
/// and telling the log must not add a suspension point there.
///
/// A `Mutex`, not `LockIsolated`: `LockIsolated` changes a copy of its value, so each event of
/// a stream that never ends (a sensor, a radio link) copied every call and event recorded
/// before it, and `advance` grew with the square of the events.
final class EndpointCallLog: Sendable {
  private let log = Mutex(Log())
  /// The session's clock, which times each call; set once the host that owns it is made.
  private let clock = LockIsolated<VirtualClock?>(nil)

  private struct Log {
    /// Each call, with when it began on the virtual clock, and its last happening, the call
    /// itself or its stream's last event.
    var calls: [(call: EndpointCall, start: Duration, last: Happening)] = []
    /// The number of happenings so far, the calls themselves included.
    var count = 0
    /// The answers and events of the latest instant they came at: the only ones the next
    /// one can come after at its own instant, as the clock never goes back. Kept for that
    /// instant alone, so each event scans only those of its instant, not all before it.
    var instant: (time: Duration, happenings: [(call: Int, waitBegan: Int)]) = (.zero, [])

    /// The next happening's number.
    mutating func next() -> Int {
      count += 1
      return count
    }
  }

  func attach(_ clock: VirtualClock) {
    self.clock.setValue(clock)
  }

  var recorded: [EndpointCall] { log.withLock { $0.calls.map(\.call) } }

  /// How many answers and events the log keeps to order those of one instant: the ones of the
  /// latest instant alone.
  var happeningsKeptForOrder: Int { log.withLock { $0.instant.happenings.count } }

  /// Records that `call` answered, or sent an event, now: how long after the call, and
  /// whether the override must wait once more to come after another call's answer or event.
  /// That one came first at this instant in the session, though its wait began later, so
  /// the test's clock, which wakes the waits due at one instant in the order they began,
  /// would wake it second. One that did not wait follows what came before it, in the test too.
  private func happened(_ call: Int, in log: inout Log, at now: Duration) -> (after: Duration, afterOthers: Bool) {
    let number = log.next()
    let (start, previous) = (log.calls[call].start, log.calls[call].last)
    let waited = now > previous.time
    let waitBegan = waited ? previous.number : previous.waitBegan
    log.calls[call].last = Happening(number: number, time: now, waitBegan: waitBegan)
    if log.instant.time != now { log.instant = (now, []) }
    let inverted = log.instant.happenings.contains { $0.call != call && $0.waitBegan > waitBegan }
    log.instant.happenings.append((call, waitBegan))
    return (now - start, waited && inverted)
  }

  private struct Happening {
    let number: Int
    let time: Duration
    let waitBegan: Int
  }

  /// A recorder for the endpoints of `dependency` in the mode of `era`.
  func recorder(for dependency: String, era: Int) -> some EndpointCallRecorder {
    Recorder(log: self, dependency: dependency, era: era)
  }

  private var elapsed: Duration { clock.value?.elapsed ?? .zero }

  private struct Recorder: EndpointCallRecorder {
    let log: EndpointCallLog
    let dependency: String
    let era: Int

    func called(_ endpoint: String, arguments: [any Sendable]) -> Int {
      let call = EndpointCall(
        dependency: dependency, era: era, endpoint: endpoint, arguments: arguments.map { ExportValue($0) }
      )
      let start = log.elapsed
      return log.log.withLock { log in
        let number = log.next()
        log.calls.append((call, start, Happening(number: number, time: start, waitBegan: number)))
        return log.calls.count - 1
      }
    }

    func yielded(_ call: Int, _ event: any Sendable) {
      let value = ExportValue(event)
      let now = log.elapsed
      log.log.withLock { log in
        let (after, afterOthers) = self.log.happened(call, in: &log, at: now)
        log.calls[call].call.events.append(EndpointCall.Event(value: value, after: after, afterOthers: afterOthers))
      }
    }

    func ended(_ call: Int, _ end: EndpointCallEnd) {
      let now = log.elapsed
      log.log.withLock { log in
        // A cancelled call answered nothing that the override replays.
        let (after, afterOthers) =
          if case .cancelled = end { (Duration.zero, false) } else { self.log.happened(call, in: &log, at: now) }
        let outcome: EndpointCall.Outcome =
          switch end {
          case let .returned(value): .returned(ExportValue(value), after: after)
          case .finished: .finished(after: after)
          case let .threw(error): .threw(ExportValue(error), type: displayName(type(of: error)), after: after)
          case .cancelled: .cancelled
          }
        log.calls[call].call.outcome = outcome
        log.calls[call].call.endsAfterOthers = afterOthers
      }
    }
  }
}
