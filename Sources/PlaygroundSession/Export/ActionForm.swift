import Foundation

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

/// A value built the first time it is read, then kept. Unchecked `Sendable`: the lock
/// guards the state, and a build closure only reads the value it captured.
final class Deferred<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  private enum State {
    case waiting(() -> Value)
    case built(Value)
  }

  init(_ value: Value) {
    state = .built(value)
  }

  /// Calls `build` when the value is first read; it must give the same value whenever it runs.
  init(_ build: @escaping () -> Value) {
    state = .waiting(build)
  }

  /// Whether the value was built: read, or given built.
  var isBuilt: Bool {
    lock.withLock {
      if case .built = state { true } else { false }
    }
  }

  var value: Value {
    lock.withLock {
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
