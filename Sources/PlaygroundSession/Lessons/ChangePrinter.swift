import ComposableArchitecture

/// Prints what the store does in TCA's `_printChanges()` layout: the diff of an action the
/// user sent, and `received action:` blocks for every action the feature sends itself; with
/// `set print-changes tca`, exactly `_printChanges()`' blocks for both. Past a command's
/// ``ReceivedActionBudget`` it collapses received actions into one summary line and the net
/// diff (see ``CollapsedActions``).
///
/// It also records each action and cancelled effect as a ``SessionEvent``, for the goals of
/// a running tutorial, and each action with the state around it in the ``ExportLog``, whether
/// it prints them or not.
@MainActor
final class ChangePrinter<State: Equatable, Action> {
  private let environment: HostEnvironment
  private let exportLog: ExportLog
  /// The virtual time since the lesson started, for a collapsed run's summary.
  private let now: () -> Duration
  /// Set while the store reduces the action the user sent: its diff prints without a heading.
  var userActionPending = false
  /// Actions received from effects since the lesson started.
  private(set) var receivedCount = 0
  private var collapsed: CollapsedActions<State>?
  /// custom-dump's dump of each action case that carries no value, by case: such an action
  /// dumps the same every time, and a timer sends one a second.
  private var caseDumps: [String: String] = [:]
  /// The state after the last collapsed action, while there are some.
  private var stateAfterCollapsed: State?

  private var output: Output { environment.output }
  private var tcaLayout: Bool { environment.settings.printChanges == .tca }

  init(environment: HostEnvironment, exportLog: ExportLog, now: @escaping () -> Duration) {
    self.environment = environment
    self.exportLog = exportLog
    self.now = now
  }

  func print(receivedAction action: Action, oldState: State, newState: State) {
    let sent = userActionPending
    userActionPending = false
    // Found once: the export, the dump and a collapsed run's count each look its case up.
    let key = caseKey(of: action)
    // Here, inside `_printChanges`, a `@Shared` value still reads as it was before the action.
    // In test mode the test-mode commands log what the learner asserted instead.
    if !environment.isTestMode {
      recordForExport(action, key: key, sent: sent, oldState, newState)
    }
    // A silent replay (`undo`, `goto`) counts and records, but dumps and diffs nothing.
    guard !output.isMuted else {
      if !sent { count(action) }
      return
    }
    if !sent {
      count(action)
      guard environment.budget.spend() else { return collapse(action, key: key, oldState, newState) }
    }
    if environment.isTestMode {
      // A test store asserts what changed: a sent action's change is for `send`'s closure to
      // state, a received action waits for `receive`.
      if !sent { output.append("received \(oneLineDump(action)); assert it with receive", style: .heading) }
      return
    }
    printChange(!sent || tcaLayout ? dump(action, key: key) : nil, from: oldState, to: newState)
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
  /// in `advance --each` that was most of the playground's own share (README "Benchmarks").
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

  /// Logs an action with the state around it, or, when it is a timer's tick, counts it.
  private func recordForExport(_ action: Action, key: String?, sent: Bool, _ oldState: State, _ newState: State) {
    let (value, casePath) = exportForm(of: action, key: key)
    if !sent, key != nil, let lastExported, lastExported.state == oldState,
      countedProperty?.counts(from: oldState, to: newState) == true, exportLog.recordTick(casePath)
    {
      self.lastExported = (newState, nil)
      return
    }
    let before = lastExportedForm(of: oldState) ?? ExportValue(oldState, at: .before)
    // Here `==` sees each `@Shared` value as it was before the action and as it is now: an
    // action that changed nothing leaves the state as logged before it.
    let expected = oldState == newState ? before : ExportValue(newState)
    countedProperty = CountedProperty(before: before, expected: expected)
    lastExported = (newState, expected)
    lastExportedInThisSend = isReducingOneSend
    let step = ExportStep(action: value, before: before, expected: expected)
    exportLog.record(sent ? .send(step) : .receive(step, match: .casePath(casePath)))
  }

  /// The state after the last action logged for the export, as it was and as logged; the
  /// form is `nil` after a tick, which the log counts without one.
  private var lastExported: (state: State, value: ExportValue?)?
  /// The integer property the last action logged added one to, if that is all it changed.
  private var countedProperty: CountedProperty<State>?
  /// The export's form of each action case with no value, by case, as ``caseDumps``.
  private var caseExports: [String: (ExportValue, ReceivedCasePath)] = [:]

  /// The export's form of the state before an action, when it is the state after the one
  /// before, already logged: in a run of received actions. Not when `@Shared` values are in
  /// it, which can change between two actions without either changing the state.
  private func lastExportedForm(of state: State) -> ExportValue? {
    guard let lastExported, let value = lastExported.value, lastExportedInThisSend || !value.holdsShared,
      lastExported.state == state
    else { return nil }
    return value
  }

  /// Set while the store reduces one `send` and the actions it sends synchronously: nothing
  /// else runs between two of them, so no `@Shared` value can change between them either.
  var isReducingOneSend = false {
    didSet {
      lastExportedInThisSend = false
      if isReducingOneSend { oneSendLooped = false }
    }
  }
  /// Whether the `send` being reduced, or the last one, was stopped as a runaway loop: a test
  /// store reports that as a failure of the `send`.
  private(set) var oneSendLooped = false
  /// Whether ``lastExported`` was logged during the `send` being reduced now.
  private var lastExportedInThisSend = false

  /// The export's form of `action` and the case path a test receives it by; kept for a case
  /// with no value, as its dump is.
  private func exportForm(of action: Action, key: String?) -> (ExportValue, ReceivedCasePath) {
    if let key, let form = caseExports[key] { return form }
    let form = (ExportValue(action), ReceivedCasePath(action))
    if let key { caseExports[key] = form }
    return form
  }

  /// A key for an action case with no value, the same for every action of that case; `nil`
  /// for a case with a value. An action type whose cases carry no values fits in a byte, its
  /// case's tag, which is then the key, with no reflection: a timer's ticks are many.
  private func caseKey(of action: Action) -> String? {
    if actionsCarryNoValues == nil {
      actionsCarryNoValues = MemoryLayout<Action>.size <= 1 && Mirror(reflecting: action).displayStyle == .enum
    }
    if actionsCarryNoValues == true {
      return withUnsafeBytes(of: action) { "#" + ($0.first.map(String.init) ?? "") }
    }
    return Mirror(reflecting: action).children.isEmpty ? String(describing: action) : nil
  }

  /// Whether `Action` is an enum whose cases carry no values, found at the first action.
  private var actionsCarryNoValues: Bool?
  /// The case path `collapse` counts each action case with no value by, by ``caseKey(of:)``.
  private var caseCasePaths: [String: String] = [:]

  private func countedCasePath(of action: Action, key: String?) -> String {
    if let key, let path = caseCasePaths[key] { return path }
    let path = casePath(of: action)
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
  /// a blank line.
  private func printDiff(from oldState: State, to newState: State) {
    let difference = diff(oldState, newState)
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
    if collapsed == nil {
      // The changes printed in full before it go out first: the summary takes the hold.
      output.flush()
      collapsed = CollapsedActions(stateBefore: oldState, at: now())
      output.hold { [weak self] in self?.printCollapsed() }
    }
    collapsed?.sharedValuesBefore.keepValuesBeforeCurrentChange()
    collapsed?.add(casePath: countedCasePath(of: action, key: key), at: now())
    stateAfterCollapsed = newState
  }

  private func printCollapsed() {
    guard let collapsed, let stateAfterCollapsed else { return }
    self.collapsed = nil
    self.stateAfterCollapsed = nil
    output.append(collapsed.summary, style: .heading)
    guard !environment.isTestMode else { return }
    collapsed.sharedValuesBefore.compare {
      printDiff(from: collapsed.stateBefore, to: stateAfterCollapsed)
    }
  }

  private func count(_ received: Action) {
    receivedCount += 1
    environment.record(.received(received))
  }

  func print(_ event: StoreEvent<Action>) {
    switch event {
    case .effectStarted, .effectSent, .effectFinished:
      break
    case let .effectCancelled(effect, reason, _):
      environment.record(.cancelled(reason))
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
      oneSendLooped = true
      environment.record(.looped(action))
      output.error(
        "\(oneLineDump(action)) looped: one send reduced \(count) actions, so the rest were dropped. An action that sends itself again, such as a delegate action re-forwarded to itself, loops forever; state keeps the changes made so far"
      )
    }
  }
}
