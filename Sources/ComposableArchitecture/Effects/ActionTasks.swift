import ConcurrencyExtras

/// The tasks of every effect one action sent to a ``Store`` started, its descendants' included:
/// when one of those effects sends an action, the effects that action starts join the same
/// list, as in TCA, so the ``StoreTask`` a `send` returns waits for them all and cancelling it
/// cancels them all.
///
/// The list grows while effects run, so it is read under a lock: cancellation arrives from
/// whatever thread cancels the waiting task.
final class ActionTasks: Sendable {
  private let tasks = LockIsolated<[Task<Void, Never>]>([])

  var isEmpty: Bool { tasks.value.isEmpty }

  func append(contentsOf started: [Task<Void, Never>]) {
    guard !started.isEmpty else { return }
    tasks.withValue { $0.append(contentsOf: started) }
  }

  /// Waits for every task, those that join while it waits included; when the waiting task is
  /// cancelled, cancels every task in the list.
  func finish() async {
    await withTaskCancellationHandler {
      var index = 0
      while let task = self.task(at: index) {
        await task.value
        index += 1
      }
    } onCancel: {
      for task in tasks.value { task.cancel() }
    }
  }

  private func task(at index: Int) -> Task<Void, Never>? {
    tasks.withValue { index < $0.count ? $0[index] : nil }
  }
}
