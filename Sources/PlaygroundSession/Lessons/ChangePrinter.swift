import ComposableArchitecture

/// Prints what the store does in TCA's `_printChanges()` layout: the diff of an action the
/// user sent, and `received action:` blocks for every action the feature sends itself. It
/// also records each received action and cancelled effect as a ``SessionEvent``, for the
/// goals of a running tutorial.
@MainActor
final class ChangePrinter<State, Action> {
  private let output: Output
  private let record: (SessionEvent) -> Void
  /// Set while the store reduces the action the user sent: its diff prints without a heading.
  var userActionPending = false
  /// Actions received from effects since the lesson started.
  private(set) var receivedCount = 0

  init(output: Output, record: @escaping (SessionEvent) -> Void) {
    self.output = output
    self.record = record
  }

  func print(receivedAction action: Action, oldState: State, newState: State) {
    // A silent replay (`undo`, `goto`) counts and records, but dumps and diffs nothing.
    guard !output.isMuted else {
      if !userActionPending { count(action) }
      userActionPending = false
      return
    }
    if userActionPending {
      userActionPending = false
    } else {
      count(action)
      output.append("received action:", style: .heading)
      var dump = ""
      customDump(action, to: &dump, indent: 2)
      output.append(dump)
    }
    let difference = diff(oldState, newState)
    output.appendDiff(difference ?? "  (No state changes)")
    // Reflecting on the state only when the diff adds an alert keeps long timers fast.
    if let difference, difference.contains("+") && difference.contains("AlertState(") {
      for line in PresentedAlerts.lines(old: oldState, new: newState) {
        output.append(line, style: .heading)
      }
    }
  }

  private func count(_ received: Action) {
    receivedCount += 1
    record(.received(received))
  }

  func print(_ event: StoreEvent<Action>) {
    switch event {
    case .effectStarted, .effectSent, .effectFinished:
      break
    case let .effectCancelled(effect, reason, _):
      record(.cancelled(reason))
      let cause =
        switch reason {
        case .cancel:
          "by .cancel(id: \(effect.cancelIDs.map { oneLineDump($0.base) }.joined(separator: ", ")))"
        case .cancelInFlight:
          "in flight by a new effect with the same id"
        case .ownerWentAway:
          "because its feature went away"
        }
      output.append(
        "effect #\(effect.id) from \(oneLineDump(effect.action)) cancelled \(cause)",
        style: .warning
      )
    case let .runawayLoop(action, count):
      output.error(
        "\(oneLineDump(action)) looped: one send reduced \(count) actions, so the rest were dropped. An action that sends itself again, such as a delegate action re-forwarded to itself, loops forever; state keeps the changes made so far"
      )
    }
  }
}
