import ComposableArchitecture
import Foundation

/// A loaded lesson: the feature's store on a virtual clock, printing every change and every
/// effect cancelled, in the order they happen.
@MainActor
final class FeatureHost<State, Action: CaseReflectable>: LessonHost {
  let lesson: Lesson
  var actionType: any CaseReflectable.Type { Action.self }
  /// Built for the first completion snapshot and kept: a feature's action types never change.
  private(set) lazy var actionSchema = ActionSchema(root: Action.self)
  var currentState: Any { store.state }

  private let environment: HostEnvironment
  private let clock: VirtualClock
  /// The effects since the lesson started, for `timeline`.
  private let timeline: EffectTimeline
  private let issues = IssueCollector()
  private let store: Store<State, Action>
  private let changes: ChangePrinter<State, Action>
  private var modes: [String: String] = [:]
  /// The lesson's keyed `@Shared` references: new with each load and reset, as on an app
  /// relaunch, so in-memory values start over and file-stored ones load again.
  private let references = PersistentReferences()

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
    let changes = ChangePrinter<State, Action>(output: environment.output, record: environment.record)
    self.changes = changes
    let references = references
    store = withIssueReporters([issues]) {
      Store(initialState: initialState()) {
        reducer()._printChanges(_ReducerPrinter(printChange: changes.print))
      } withDependencies: { dependencies in
        dependencies.context = .live
        dependencies.continuousClock = clock
        dependencies.suspendingClock = clock
        dependencies.date = DateGenerator { clock.date }
        dependencies.uuid = .incrementing
        dependencies.dataDirectory = environment.dataFolder.url
        dependencies.defaultFileStorage = environment.fileStorage
        dependencies.persistentReferences = references
        for option in lesson.dependencies {
          option.modes[0].apply(&dependencies)
        }
      }
    }
    store.synchronousActionLimit = SessionLimits.synchronousActions
    store.onEvent = { [changes, timeline, clock] event in
      timeline.record(event, at: clock.elapsed)
      changes.print(event)
    }
    for option in lesson.dependencies { modes[option.name] = option.modes[0].name }
  }

  func send(_ action: Any) async {
    await withIssueReporters([issues]) {
      environment.record(.sent(action))
      changes.userActionPending = true
      store.send(action as! Action)
      changes.userActionPending = false
      await settle()
    }
  }

  func state(at path: [String]) throws(ParseError) -> Any {
    var value: Any = currentState
    for (index, name) in path.enumerated() {
      // Through `@Shared` properties to the value they share.
      if let shared = value as? any _AnyShared { value = shared._wrappedValue }
      let children = Mirror(reflecting: value).children.compactMap { child in
        child.label.map { ($0, child.value) }
      }
      // A property wrapper's storage, `_stats` for `@Shared var stats`, answers to either name.
      guard let child = children.first(where: { $0.0 == name || $0.0 == "_" + name }) else {
        throw ParseError(
          "\(displayName(type(of: value))) has no property '\(name)'",
          column: index + 1,
          suggestion: closestName(to: name, in: children.map { $0.0.hasPrefix("_") ? String($0.0.dropFirst()) : $0.0 })
        )
      }
      value = child.1
    }
    return value
  }

  /// Actions effects sent back since the lesson started.
  var receivedCount: Int { changes.receivedCount }

  /// Virtual time since the lesson started.
  var elapsed: Duration { clock.elapsed }

  func stateDifference(from oldState: Any) -> String? {
    guard let oldState = oldState as? State else { return nil }
    return diff(oldState, store.state)
  }

  // MARK: Time

  func advance(by duration: Duration?) async {
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
    if await step(to: target, receivedLimit: nil) == .interrupted {
      environment.output.warning(
        "interrupted at \(clock.elapsed.playgroundDescription) of virtual time, on the way to \(clock.offset(of: target).playgroundDescription)"
      )
    } else if duration == nil {
      environment.output.append("advanced to \(clock.elapsed.playgroundDescription), the next wake-up")
    }
  }

  func run() async {
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

  /// Moves the clock to `target` one wake-up at a time, as `TestClock.advance(to:)` does, so
  /// the shell can stop between two actions when interrupted or over a bound.
  private func step(to target: VirtualClock.Instant, receivedLimit: Int?) async -> StepOutcome {
    await withIssueReporters([issues]) {
      await settle()
      while let next = clock.wakeUps.first?.deadline, next <= target {
        if environment.isInterrupted() { return .interrupted }
        if let receivedLimit, changes.receivedCount >= receivedLimit { return .receivedLimit }
        await clock.base.advance(to: next)
        printIssues()
      }
      await clock.base.advance(to: target)
      printIssues()
      return .reached
    }
  }

  /// Lets effects that can run do so, then prints the issues they reported.
  private func settle() async {
    await Task.megaYield()
    printIssues()
  }

  func printIssues() {
    for issue in issues.take() {
      let text = issue.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }.joined(separator: " ")
      environment.output.append("runtime warning: \(text)", style: .warning)
    }
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
      let id = effect.cancelIDs.map { "id: \(oneLineDump($0.base)), " }.joined()
      environment.output.append("#\(effect.id) from \(oneLineDump(effect.action)) (\(id)\(nextWakeUp(of: effect)))")
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
    store.runningEffects.map { effect in
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
    store.cancelAllEffects()
    await settle()
  }

  // MARK: Shared state

  func printShared() {
    let output = environment.output
    let entries = SharedStateListing(state: store.state, references: references.all).entries
    guard !entries.isEmpty else {
      output.append("\(lesson.id) has no @Shared state")
      return
    }
    for entry in entries {
      output.append("\(entry.name) = \(oneLineDump(entry.reference.currentValue))")
      output.append("  key:   \(keyDescription(of: entry))")
      output.append("  state: \(entry.paths.isEmpty ? "held only by effects" : entry.paths.joined(separator: ", "))")
      if let failure = entry.persistent?.loadFailure {
        output.error(loadFailureDescription(failure, name: entry.name))
      }
    }
    if entries.contains(where: { $0.persistent?.key.file != nil }) {
      output.append("data folder: \(environment.dataFolder.summary)")
    }
  }

  private func keyDescription(of entry: SharedStateListing.Entry) -> String {
    guard let key = entry.persistent?.key else { return "none, made with Shared(value:)" }
    guard let file = key.file else { return key.text }
    return ".fileStorage, file \(environment.dataFolder.displayPath(of: file))"
  }

  /// A load failure in one line, with file paths relative to the data folder, and the way out.
  private func loadFailureDescription(_ failure: any Error, name: String) -> String {
    let unsaved = "changes stay in memory, unsaved, until 'shared reset \(name)'"
    guard let failure = failure as? FileStorageError else {
      return "\(failure); \(unsaved) starts it over from its default"
    }
    return "\(environment.dataFolder.displayPath(of: failure.file)) could not be loaded: \(failure.reason); \(unsaved) sets the file aside as \(failure.file.lastPathComponent).corrupt and starts over from the default"
  }

  func saveSharedFiles() {
    for reference in references.all {
      do {
        try reference.saveCurrentValue()
      } catch {
        environment.output.error("\(error)")
      }
    }
  }

  func resetShared(_ name: String, column: Int) throws(ParseError) {
    let entries = SharedStateListing(state: store.state, references: references.all).entries
    let names = entries.filter { $0.persistent != nil }.map(\.name)
    guard let reference = entries.first(where: { $0.name == name })?.persistent else {
      if entries.contains(where: { $0.name == name }) {
        throw ParseError("\(name) was made with Shared(value:), so it has no default to reset to; 'reset' starts the lesson over", column: column)
      }
      throw ParseError(
        names.isEmpty
          ? "\(lesson.id) has no keyed @Shared state to reset"
          : "\(lesson.id) has no shared value '\(name)'; it has \(names.joined(separator: ", "))",
        column: column,
        suggestion: closestName(to: name, in: names)
      )
    }
    let backup: URL?
    do {
      backup = try withIssueReporters([issues]) { try reference.resetToDefault() }
    } catch {
      environment.output.error("\(error)")
      return
    }
    if let backup {
      environment.output.append("set the unreadable file aside as \(environment.dataFolder.displayPath(of: backup))")
    }
    printIssues()
    environment.output.append("\(name) is back to its default: \(oneLineDump(reference.currentValue))")
  }

  // MARK: Dependencies

  func printDependencies() {
    let fixed = [
      ("continuousClock", "virtual: a TestClock that moves only on advance and run"),
      ("date", "virtual: 2026-01-01 00:00:00 UTC plus the virtual time"),
      ("uuid", "incrementing: 00000000-0000-0000-0000-000000000000, then …001, …"),
    ]
    let switchable = lesson.dependencies.map { option in
      let current = modes[option.name] ?? option.modes[0].name
      let summary = option.modes.first { $0.name == current }?.summary ?? ""
      let others = option.modes.map(\.name).joined(separator: ", ")
      return (option.name, "\(current): \(summary) (modes: \(others))")
    }
    let rows = (fixed + switchable).sorted { $0.0 < $1.0 }
    let width = rows.map(\.0.count).max() ?? 0
    for (name, description) in rows {
      environment.output.append(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description)
    }
  }

  func setDependency(_ name: String, mode: String, column: Int) throws(ParseError) {
    guard let option = lesson.dependencies.first(where: { $0.name == name }) else {
      let fixed = ["continuousClock", "date", "uuid"]
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
    environment.output.append("\(name) is now \(selected.name): \(selected.summary)")
  }
}
