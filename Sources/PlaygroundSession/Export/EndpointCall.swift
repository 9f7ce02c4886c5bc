import ConcurrencyExtras
import ComposableArchitecture
import LessonRegistry

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
  }
}

/// The calls a session's dependencies made, in order, as each endpoint's recorder hears them
/// from the effects. Locked, not actor-isolated: an endpoint is called from an effect's task,
/// and telling the log must not add a suspension point there.
final class EndpointCallLog: Sendable {
  /// Each call, with when it began on the virtual clock.
  private let calls = LockIsolated<[(call: EndpointCall, start: Duration)]>([])
  /// The session's clock, which times each call; set once the host that owns it is made.
  private let clock = LockIsolated<VirtualClock?>(nil)

  func attach(_ clock: VirtualClock) {
    self.clock.setValue(clock)
  }

  var recorded: [EndpointCall] { calls.value.map(\.call) }

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
      return log.calls.withValue { calls in
        calls.append((call, start))
        return calls.count - 1
      }
    }

    func yielded(_ call: Int, _ event: any Sendable) {
      let value = ExportValue(event)
      let after = log.elapsed - log.calls.withValue { $0[call].start }
      log.calls.withValue { $0[call].call.events.append(EndpointCall.Event(value: value, after: after)) }
    }

    func ended(_ call: Int, _ end: EndpointCallEnd) {
      let after = log.elapsed - log.calls.withValue { $0[call].start }
      let outcome: EndpointCall.Outcome =
        switch end {
        case let .returned(value): .returned(ExportValue(value), after: after)
        case .finished: .finished(after: after)
        case let .threw(error): .threw(ExportValue(error), type: displayName(type(of: error)), after: after)
        case .cancelled: .cancelled
        }
      log.calls.withValue { $0[call].call.outcome = outcome }
    }
  }
}
