import ComposableArchitecture
import PlaygroundText

/// Prints what the store does in TCA's `_printChanges()` layout: the diff of an action the
/// user sent, and `received action:` blocks for every action the feature sends itself; with
/// `set print-changes tca`, exactly `_printChanges()`' blocks for both. Past a command's
/// ``ReceivedActionBudget`` it collapses received actions into one summary line and the net
/// diff (see ``CollapsedActions``). It only prints: it observes its host's events.
@MainActor
final class ChangePrinter<State: Equatable, Action> {
  private let environment: HostEnvironment
  /// The virtual time since the lesson started, for a collapsed run's summary.
  private let now: () -> Duration
  private var collapsed: CollapsedActions<State>?
  /// custom-dump's dump of each action case that carries no value, by case: such an action
  /// dumps the same every time, and a timer sends one a second.
  private var caseDumps: [String: String] = [:]

  private var output: Output { environment.output }
  private var tcaLayout: Bool { environment.settings.printChanges == .tca }

  init(host: FeatureHost<State, Action>) {
    self.environment = host.environment
    self.now = { [clock = host.clock] in clock.elapsed }
    host.observeReductions { [unowned self] in print($0) }
    host.observeStore { [unowned self] in print($0) }
  }

  private func print(_ reduction: Reduction<State, Action>) {
    // Three constants, not one tuple: a tuple of the generic action has its type looked up.
    let action = reduction.action
    let key = reduction.caseKey
    let sent = reduction.sent
    // A silent replay (`undo`, `goto`) dumps and diffs nothing.
    guard !output.isMuted else { return }
    if !sent {
      guard environment.budget.spend() else { return collapse(action, key: key, reduction.oldState, reduction.newState) }
    }
    if environment.isTestMode {
      // A test store asserts what changed: a sent action's change is for `send`'s closure to
      // state, a received action waits for `receive`.
      if !sent { output.append("received \(oneLineDump(action)); assert it with receive", style: .heading) }
      return
    }
    printChange(!sent || tcaLayout ? dump(action, key: key) : nil, from: reduction.oldState, to: reduction.newState)
  }

  /// An action's change: the dump under its heading, for a received action or in TCA's
  /// layout, then the diff.
  private struct Change {
    let actionDump: String?
    let oldState: State
    let newState: State
  }

  /// Changes waiting to be printed together; see ``printChange(_:from:to:)``.
  private var pendingChanges: [Change] = []
  /// How many changes wait at most: a long `--each` run prints in bursts of this many.
  private static var batchSize: Int { 256 }

  /// Prints an action's change, or, for a state made of plain values only, such as the timer's,
  /// queues it to be printed with the next ones: ``Output/hold(_:)`` keeps the batch until it
  /// is full, another line is printed or the command ends, so the lines and their order are
  /// the same, only later. custom-dump's diff runs about a fifth faster back to back than
  /// between the clock's and the store's work, which evict its code and data from the caches;
  /// in `advance --each` that was most of the playground's own share (docs/benchmarks.md).
  /// A state with any reference in it is printed at once: a `@Shared` value read later
  /// would print its later value.
  private func printChange(_ actionDump: String?, from oldState: State, to newState: State) {
    let change = Change(actionDump: actionDump, oldState: oldState, newState: newState)
    guard _isPOD(State.self) else { return printNow(change) }
    if pendingChanges.isEmpty { output.hold { self.printPendingChanges() } }
    pendingChanges.append(change)
    if pendingChanges.count == Self.batchSize { output.flush() }
  }

  private func printPendingChanges() {
    let changes = pendingChanges
    pendingChanges = []
    for change in changes { printNow(change) }
  }

  private func printNow(_ change: Change) {
    if let actionDump = change.actionDump {
      output.append("received action:", style: .heading)
      output.append(actionDump)
    }
    printDiff(from: change.oldState, to: change.newState)
  }

  /// The case path `collapse` counts each action case with no value by, by ``Reduction/caseKey``.
  private var caseCasePaths: [String: String] = [:]
  /// What the case paths of actions with values have taught ``casePath(of:depth:leaves:)``.
  private var payloadLeaves = PayloadLeaves()

  private func countedCasePath(of action: Action, key: String?) -> String {
    if let key, let path = caseCasePaths[key] { return path }
    let path = casePath(of: action, leaves: &payloadLeaves)
    if let key { caseCasePaths[key] = path }
    return path
  }

  /// custom-dump's dump of `action`, indented as `_printChanges` prints it; kept for a case
  /// with no value, whose dump never changes.
  private func dump(_ action: Action, key: String?) -> String {
    if let key, let dump = caseDumps[key] { return dump }
    var dump = ""
    customDump(action, to: &dump, indent: 2)
    if let key { caseDumps[key] = dump }
    return dump
  }

  /// Custom-dump's diff, or `(No state changes)`, the alerts it presents, and in TCA's layout
  /// a blank line. Equal states are not diffed: custom-dump would dump both whole to find no
  /// difference, and a delegate loop prints twenty actions that change nothing. Called where
  /// `==` sees each `@Shared` value as it was before the change and as it is now.
  private func printDiff(from oldState: State, to newState: State) {
    let difference = oldState == newState ? nil : diff(oldState, newState)
    output.appendDiff(difference ?? "  (No state changes)")
    // Reflecting on the state only when the diff adds an alert keeps long timers fast.
    if let difference, Self.addsAlert(difference) {
      for line in PresentedAlerts.lines(old: oldState, new: newState) {
        output.append(line, style: .heading)
      }
    }
    if tcaLayout { output.append("") }
  }

  /// Whether a diff adds an alert or a confirmation dialog. It searches the bytes in a plain
  /// loop: Foundation's `contains` bridges the string, and the standard library's
  /// `firstRange(of:)` is generic; a timer's `--each` paid 4 and 20 µs a tick for them.
  private static func addsAlert(_ difference: String) -> Bool {
    var difference = difference
    return difference.withUTF8 { bytes in
      func contains(_ text: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
          bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle)
        }
      }
      return contains("+") && (contains("AlertState(") || contains("ConfirmationDialogState("))
    }
  }

  /// Counts a received action past the budget; the summary prints before the next line or at
  /// the end of the command, whichever comes first.
  private func collapse(_ action: Action, key: String?, _ oldState: State, _ newState: State) {
    let collapsed: CollapsedActions<State>
    if let current = self.collapsed {
      collapsed = current
    } else {
      // The changes printed in full before it go out first: the summary takes the hold.
      output.flush()
      collapsed = CollapsedActions(stateBefore: oldState, at: now())
      self.collapsed = collapsed
      output.hold { [weak self] in self?.printCollapsed() }
    }
    collapsed.add(casePath: countedCasePath(of: action, key: key), at: now(), stateAfter: newState)
  }

  private func printCollapsed() {
    guard let collapsed else { return }
    self.collapsed = nil
    output.append(collapsed.summary, style: .heading)
    guard !environment.isTestMode else { return }
    collapsed.sharedValuesBefore.compare {
      printDiff(from: collapsed.stateBefore, to: collapsed.stateAfter)
    }
  }

  private func print(_ event: StoreEvent<Action>) {
    switch event {
    case .effectStarted, .effectSent, .effectFinished:
      break
    case let .effectCancelled(effect, reason, _):
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
