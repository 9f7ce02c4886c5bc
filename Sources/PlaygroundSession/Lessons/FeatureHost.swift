@_spi(Playground) import ComposableArchitecture
import Foundation

/// A loaded lesson: the feature's store on a virtual clock, printing every change and every
/// effect cancelled, in the order they happen. In test mode the store is a `TestStore`'s (see
/// `FeatureHost+TestMode.swift`).
@MainActor
final class FeatureHost<State: Equatable, Action: CaseReflectable>: LessonHost {
  let lesson: Lesson
  var actionType: any CaseReflectable.Type { Action.self }
  /// Built for the first completion snapshot and kept: a feature's action types never change.
  private(set) lazy var actionSchema = ActionSchema(root: Action.self)
  var currentState: Any { store.state }

  let environment: HostEnvironment
  private let clock: VirtualClock
  /// The effects since the lesson started, for `timeline`.
  private let timeline: EffectTimeline
  let issues = IssueCollector()
  let store: HostedStore<State, Action>
  let changes: ChangePrinter<State, Action>
  /// What the test-mode commands reported since they last printed: TestStore's failures.
  let testFailures = TestFailureCollector()
  private var modes: [String: String] = [:]
  /// What `export test` writes: everything since the lesson started.
  let exportLog = ExportLog()
  /// The lesson's keyed `@Shared` references: new with each load and reset, as on an app
  /// relaunch, so in-memory values start over and file-stored ones load again.
  let references = PersistentReferences()

  init<R: Reducer<State, Action>>(
    lesson: Lesson,
    environment: HostEnvironment,
    initialState: () -> State,
    reducer: () -> R
  ) {
    self.lesson = lesson
    self.environment = environment
    let timeline = EffectTimeline()
    self.timeline = timeline
    let clock = VirtualClock { effectID, elapsed in
      if let effectID { timeline.slept(effectID, at: elapsed) }
    }
    self.clock = clock
    let changes = ChangePrinter<State, Action>(environment: environment, exportLog: exportLog, now: { clock.elapsed })
    self.changes = changes
    let references = references
    let prepareDependencies: (inout DependencyValues) -> Void = { dependencies in
      dependencies.context = .live
      dependencies.continuousClock = clock
      dependencies.suspendingClock = clock
      dependencies.date = DateGenerator { clock.date }
      dependencies.uuid = .incrementing
      dependencies.dataDirectory = environment.dataFolder.url
      // Held-back writes happen on the virtual clock, as the session's effects do.
      dependencies.defaultFileStorage = environment.fileStorage.scheduling { delay, work in
        clock.schedule(after: delay, work)
      }
      dependencies.persistentReferences = references
      for option in lesson.dependencies {
        option.modes[0].apply(&dependencies)
      }
    }
    func printing() -> some Reducer<State, Action> {
      reducer()._printChanges(_ReducerPrinter(printChange: changes.print))
    }
    store = withIssueReporters([issues]) {
      if environment.isTestMode {
        .test(TestStore(initialState: initialState(), reducer: printing, withDependencies: prepareDependencies))
      } else {
        .app(Store(initialState: initialState(), reducer: printing, withDependencies: prepareDependencies))
      }
    }
    store.configure(synchronousActionLimit: SessionLimits.synchronousActions) { [changes, timeline, clock] event in
      timeline.record(event, at: clock.elapsed)
      changes.print(event)
    }
    // The shell never waits in real time: a `receive` with nothing received fails at once.
    store.testStore?.timeout = .zero
    store.testStore?.reportKnownIssue = { [testFailures] in testFailures.reportKnownIssue($0) }
    for option in lesson.dependencies { modes[option.name] = option.modes[0].name }
  }

  func send(_ action: Any) async {
    guard case let .app(store) = store else { return await testSend(action, assertion: nil) }
    await withIssueReporters([issues]) {
      environment.record(.sent(action))
      let step = exportLog.entries.endIndex
      let issuesBefore = issues.reportedCount
      changes.userActionPending = true
      changes.isReducingOneSend = true
      store.send(action as! Action)
      changes.isReducingOneSend = false
      changes.userActionPending = false
      // The runtime reported the action (sent to a stack element that is not there, say), or
      // stopped it as a runaway loop: a test's `send` reports it too, so the export expects it.
      if issues.reportedCount > issuesBefore || changes.oneSendLooped { exportLog.markFailed(at: step) }
      await settle()
    }
  }

  func state(at path: [String]) throws(ParseError) -> Any {
    var value: Any = currentState
    for (index, text) in path.enumerated() {
      // `path[id: 0]`: a property, then elements of the stack it holds.
      let component = try StatePathComponent(text, column: index + 1)
      let name = component.name
      // Through `@Shared` properties to the value they share.
      if let shared = value as? any _AnyShared { value = shared._wrappedValue }
      try StatePathComponent.expectNoStack(value, before: name, after: path[..<index], column: index + 1)
      let children = Mirror(reflecting: value).children.compactMap { child in
        child.label.map { ($0, child.value) }
      }
      // A property wrapper's storage, `_stats` for `@Shared var stats`, answers to either name.
      guard let child = children.first(where: { $0.0 == name || $0.0 == "_" + name }) else {
        throw .unknownName(
          "\(displayName(type(of: value))) has no property '\(name)'", name,
          among: children.map { $0.0.hasPrefix("_") ? String($0.0.dropFirst()) : $0.0 }, kind: "properties",
          column: index + 1
        )
      }
      value = child.1
      for id in component.ids {
        value = try StatePathComponent.element(id, of: value, named: name, column: index + 1)
      }
    }
    return value
  }

  /// Actions effects sent back since the lesson started.
  var receivedCount: Int { changes.receivedCount }

  /// Virtual time since the lesson started.
  var elapsed: Duration { clock.elapsed }

  func hasState(equalTo oldState: Any) -> Bool {
    (oldState as? State) == store.state
  }

  func stateDifference(from oldState: Any) -> String? {
    guard let oldState = oldState as? State else { return nil }
    return diff(oldState, store.state)
  }

  // MARK: Time

  func advance(by duration: Duration?) async {
    await recordingClockMovement { await advanceClock(by: duration) }
  }

  func run() async {
    await recordingClockMovement { await runEffects() }
  }

  /// Logs how far `move` moved the clock, ahead of the actions received on the way, as a
  /// test advances its clock and then receives them.
  private func recordingClockMovement(_ move: () async -> Void) async {
    let start = clock.elapsed
    exportLog.endRun()
    let index = exportLog.entries.endIndex
    await move()
    if clock.elapsed > start {
      exportLog.insert(.clockAdvanced(clock.elapsed - start), at: index)
    }
  }

  private func advanceClock(by duration: Duration?) async {
    let target: VirtualClock.Instant
    if let duration {
      target = clock.now.advanced(by: duration)
    } else {
      guard let next = clock.wakeUps.first else {
        environment.output.append("nothing is scheduled; the clock stays at \(clock.elapsed.playgroundDescription)")
        return
      }
      target = next.deadline
    }
    // A held-back file write coming due counts too: the clock did something.
    let somethingDue =
      clock.wakeUps.contains { $0.deadline <= target } || clock.nextScheduledDeadline.map { $0 <= target } == true
    // Bounded as `run` is: a year of a one-second timer would otherwise take hours.
    let receivedBefore = changes.receivedCount
    let receivedLimit = receivedBefore + SessionLimits.advanceActions
    switch await step(to: target, receivedLimit: receivedLimit) {
    case .interrupted:
      flushPendingWrites()
      environment.output.warning(
        "interrupted at \(clock.elapsed.playgroundDescription) of virtual time, on the way to \(clock.offset(of: target).playgroundDescription)"
      )
    case .receivedLimit:
      environment.output.warning(
        "advance stopped after \(changes.receivedCount - receivedBefore) received actions, at \(clock.elapsed.playgroundDescription) on the way to \(clock.offset(of: target).playgroundDescription), with \(effectCount) still running: \(runningSummary)"
      )
    case .reached where duration == nil:
      environment.output.append("advanced to \(clock.elapsed.playgroundDescription), the next wake-up")
    case .reached where !somethingDue:
      environment.output.append("clock at \(clock.elapsed.playgroundDescription); nothing was due")
    case .reached:
      break
    }
  }

  private func runEffects() async {
    guard !store.runningEffects.isEmpty else {
      environment.output.append("no effects in flight; the clock stays at \(clock.elapsed.playgroundDescription)")
      return
    }
    let timeLimit = clock.now.advanced(by: SessionLimits.runTime)
    let receivedLimit = changes.receivedCount + SessionLimits.runActions
    while !store.runningEffects.isEmpty {
      guard let next = clock.wakeUps.first else {
        environment.output.warning(
          "run stopped at \(clock.elapsed.playgroundDescription): \(effectCount) still running, but nothing is scheduled on the clock: \(runningSummary)"
        )
        return
      }
      guard next.deadline <= timeLimit else {
        _ = await step(to: timeLimit, receivedLimit: nil)
        environment.output.warning(
          "run stopped after 24h of virtual time, at \(clock.elapsed.playgroundDescription), with \(effectCount) still running: \(runningSummary)"
        )
        return
      }
      switch await step(to: next.deadline, receivedLimit: receivedLimit) {
      case .reached:
        continue
      case .interrupted:
        flushPendingWrites()
        environment.output.warning("run interrupted at \(clock.elapsed.playgroundDescription) of virtual time")
        return
      case .receivedLimit:
        environment.output.warning(
          "run stopped after \(SessionLimits.runActions) received actions, at \(clock.elapsed.playgroundDescription), with \(effectCount) still running: \(runningSummary)"
        )
        return
      }
    }
    environment.output.append("all effects finished; the clock is at \(clock.elapsed.playgroundDescription)")
  }

  private enum StepOutcome { case reached, interrupted, receivedLimit }

  /// Moves the clock to `target` as `TestClock.advance(to:)` does, in calls of it that span
  /// many wake-ups (see ``AdvanceChunks``), so the shell can stop between two calls when
  /// interrupted. With a bound on received actions, one wake-up a call, so it stops there.
  private func step(to target: VirtualClock.Instant, receivedLimit: Int?) async -> StepOutcome {
    await withIssueReporters([issues]) {
      await settle()
      var chunks = AdvanceChunks()
      while let next = nextDeadline, next <= target {
        if environment.isInterrupted() { return .interrupted }
        if let receivedLimit, changes.receivedCount >= receivedLimit { return .receivedLimit }
        let start = clock.now
        let received = changes.receivedCount
        // Many wake-ups a clock call (see AdvanceChunks), but one at a time near the received
        // action limit, which is checked between calls, and never past work scheduled on the
        // clock (a held-back file write), which runs at its own instant.
        var end = next
        if receivedLimit.map({ $0 - received > 2 * AdvanceChunks.actionsPerCall }) ?? true {
          end = min(chunks.end(from: start, next: next, target: target), clock.nextScheduledDeadline ?? target)
        }
        await clock.base.advance(to: end)
        clock.runDueWork()
        chunks.record(duration: start.duration(to: end), actions: changes.receivedCount - received)
        printIssues()
      }
      await clock.base.advance(to: target)
      clock.runDueWork()
      printIssues()
      return .reached
    }
  }

  /// The next instant something happens: an effect wakes up, or a held-back file write is due.
  private var nextDeadline: VirtualClock.Instant? {
    [clock.wakeUps.first?.deadline, clock.nextScheduledDeadline].compactMap { $0 }.min()
  }

  /// Lets effects that can run do so, then prints the issues they reported.
  func settle() async {
    await Task.megaYield()
    printIssues()
  }

  func printIssues() {
    issues.printPending(to: environment.output)
  }

  // MARK: Effects and clock

  var timeToNextWakeUp: Duration? {
    clock.wakeUps.first.map { clock.now.duration(to: $0.deadline) }
  }

  private var effectCount: String {
    let count = store.runningEffects.count
    return count == 1 ? "1 effect" : "\(count) effects"
  }

  private var runningSummary: String {
    store.runningEffects.map { "#\($0.id) from \(oneLineDump($0.action))" }.joined(separator: ", ")
  }

  private func nextWakeUp(of effect: RunningEffect<Action>) -> String {
    guard let wakeUp = clock.wakeUps.first(where: { $0.effectID == effect.id }) else {
      return "not waiting on the clock"
    }
    return "wakes at \(clock.offset(of: wakeUp.deadline).playgroundDescription)"
  }

  func printEffects() {
    let effects = store.runningEffects
    guard !effects.isEmpty else {
      environment.output.append("no effects in flight")
      return
    }
    for effect in effects {
      let name = effect.name.map { "name: \(oneLineDump($0)), " } ?? ""
      let id = effect.cancelIDs.map { "id: \(oneLineDump($0.base)), " }.joined()
      environment.output.append("#\(effect.id) from \(oneLineDump(effect.action)) (\(name)\(id)\(nextWakeUp(of: effect)))")
    }
  }

  func printClock() {
    environment.output.append("virtual time: \(clock.elapsed.playgroundDescription) since the lesson started")
    let wakeUps = clock.wakeUps
    guard !wakeUps.isEmpty else {
      environment.output.append("pending wake-ups: none")
      return
    }
    environment.output.append("pending wake-ups:")
    for wakeUp in wakeUps {
      let owner = wakeUp.effectID.map { " effect #\($0)" } ?? ""
      environment.output.append("  \(clock.offset(of: wakeUp.deadline).playgroundDescription)\(owner)")
    }
  }

  var effectsStillRunning: [String] {
    // In test mode the test store says so itself, in its own words, as the test ends.
    guard !isTestMode else { return [] }
    return store.runningEffects.map { effect in
      "an effect returned for \(oneLineDump(effect.action)) is still running (#\(effect.id), \(nextWakeUp(of: effect))); in a TestStore test it must complete before the end of the test"
    }
  }

  func timeline(width: Int) -> [OutputLine] {
    let (rows, latest) = timeline.snapshot()
    let now = Int(clock.elapsed.components.seconds) * 1000
      + Int(clock.elapsed.components.attoseconds / 1_000_000_000_000_000)
    let running = Dictionary(uniqueKeysWithValues: store.runningEffects.map { ($0.id, $0) })
    return TimelineChart(rows: rows, end: max(now, latest), width: width) { [self] id in
      running[id].map(nextWakeUp(of:)) ?? "not waiting on the clock"
    }.lines()
  }

  func tearDown() async {
    endTest()
    store.cancelAllEffects()
    await settle()
    flushPendingWrites()
  }

  // MARK: Dependencies

  /// The dependencies the lesson uses first, its switchable ones and those it names in
  /// ``Lesson/uses``; then the others the playground sets.
  func printDependencies() {
    let switchable = lesson.dependencies.map { option in
      let current = modes[option.name] ?? option.modes[0].name
      let mode = option.modes.first { $0.name == current }
      let others = option.modes.map(\.name).joined(separator: ", ")
      return (option.name, "\(current): \(mode?.summary ?? "") (modes: \(others))", mode?.override)
    }
    let fixed = FixedDependency.all.map { ($0.name, $0.summary, String?.none) }
    let used = (switchable + fixed.filter { lesson.uses.contains($0.0) }).sorted { $0.0 < $1.0 }
    let others = fixed.filter { !lesson.uses.contains($0.0) }
    let width = (used + others).map(\.0.count).max() ?? 0
    let output = environment.output
    func list(_ rows: [(String, String, String?)]) {
      for (name, description, override) in rows {
        output.append("  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description)
        if let override {
          output.append(String(repeating: " ", count: width + 4) + Self.overrideLine(override))
        }
      }
    }
    output.append(used.isEmpty ? "\(lesson.id) uses no dependencies" : "\(lesson.id) uses:")
    list(used)
    output.append("the others, the same in every lesson:")
    list(others)
  }

  /// How `dependency` shows a mode's override: as a test writes it.
  private static func overrideLine(_ override: String) -> String {
    "in a test: withDependencies { \(override) }"
  }

  func setDependency(_ name: String, mode: String, column: Int) throws(ParseError) {
    guard let option = lesson.dependencies.first(where: { $0.name == name }) else {
      let fixed = FixedDependency.names
      if fixed.contains(name) {
        throw ParseError("\(name) has one mode in the playground, so sessions stay deterministic", column: column)
      }
      throw ParseError(
        "\(lesson.id) has no dependency '\(name)'",
        column: column,
        suggestion: closestName(to: name, in: lesson.dependencies.map(\.name) + fixed)
      )
    }
    let modeColumn = column + name.count + 1
    guard let selected = option.modes.first(where: { $0.name == mode }) else {
      throw ParseError(
        "\(name) has no mode '\(mode)'; its modes are \(option.modes.map(\.name).joined(separator: ", "))",
        column: modeColumn,
        suggestion: closestName(to: mode, in: option.modes.map(\.name))
      )
    }
    selected.apply(&store.dependencies)
    modes[name] = selected.name
    exportLog.record(.dependency(DependencyChoice(name: name, mode: selected.name, override: selected.override)))
    environment.output.append("\(name) is now \(selected.name): \(selected.summary)")
    if let override = selected.override {
      environment.output.append("  " + Self.overrideLine(override))
    }
  }
}
