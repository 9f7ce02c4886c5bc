import Synchronization

/// The export's form of an action the recorder logs: its ``ExportValue`` and the
/// ``ReceivedCasePath`` a test receives it by, both built the first time something reads
/// them (`export`, or the log comparing the cases of a run a counter counts), as the action
/// was when it was logged. Building them reads the action through its `Mirror`, and a delegate
/// loop logs a thousand actions in one `send` that no export may ever ask for.
///
/// An action is a value, but a `@Shared` value in it goes on changing: its ``SharedEra``
/// keeps what each `@Shared` reference held when the action was logged.
struct ActionForm: Sendable {
  let value: Deferred<ExportValue>
  let casePath: ReceivedCasePath
  private let path: Deferred<ReceivedCasePath>

  init<Action>(_ action: Action, era: SharedEra) {
    value = Deferred { era.read { ExportValue(action, at: .before) } }
    path = Deferred { era.read { ReceivedCasePath(action, at: .before) } }
    casePath = ReceivedCasePath(path)
  }

  /// Builds both forms now, while the era still knows the `@Shared` values they read.
  func build() {
    _ = value.value
    _ = path.value
  }
}

/// A value built the first time it is read, then kept. Unchecked `Sendable`: the mutex
/// guards the state, and a build closure only reads the value it captured. A `Mutex`, held
/// inline, rather than an `NSLock` object: a long run makes three of these an action.
final class Deferred<Value: Sendable>: @unchecked Sendable {
  private let state: Mutex<State>

  /// Unchecked, as the class is: the mutex is what guards it.
  private enum State: @unchecked Sendable {
    case waiting(() -> Value)
    case built(Value)
  }

  init(_ value: Value) {
    state = Mutex(.built(value))
  }

  /// Calls `build` when the value is first read; it must give the same value whenever it runs.
  init(_ build: @escaping () -> Value) {
    state = Mutex(.waiting(build))
  }

  /// Whether the value was built: read, or given built.
  var isBuilt: Bool {
    state.withLock {
      if case .built = $0 { true } else { false }
    }
  }

  var value: Value {
    state.withLock { state in
      switch state {
      case let .built(value):
        return value
      case let .waiting(build):
        let value = build()
        state = .built(value)
        return value
      }
    }
  }
}
