import Foundation

/// The export's form of an action the recorder logs: its ``ExportValue`` and the
/// ``ReceivedCasePath`` a test receives it by, both built the first time something reads
/// them: `export`, or the log comparing the cases of a run a counter counts. Building them
/// reads the action through its `Mirror`, and a delegate loop logs a thousand actions in one
/// `send` that no export may ever ask for.
///
/// An action that may hold a `@Shared` value is built at once: its form reads the value as
/// it is when the action is logged, and the value goes on changing. Any other action's form
/// is a function of its value alone, so it is the same built later.
struct ActionForm: Sendable {
  let value: Deferred<ExportValue>
  let casePath: ReceivedCasePath

  init<Action>(_ action: Action) {
    if ExportValue.mayHoldShared(action) {
      value = Deferred(ExportValue(action))
      casePath = ReceivedCasePath(action)
    } else {
      value = Deferred { ExportValue(action) }
      casePath = ReceivedCasePath(Deferred { ReceivedCasePath(action) })
    }
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
