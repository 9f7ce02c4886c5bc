import ComposableArchitecture

/// What a session did to its lesson, step by step, as `export test` writes it in a test:
/// actions sent and received with the state around them, the clock moving, dependency modes,
/// writes through `@Shared`, and test mode's own steps.
///
/// The host records it as things happen, from values, never from printed text, so a collapsed
/// long run has every action in it. It starts over with the lesson (`load`, `reset`), and a
/// replay (`undo`, `goto`) rebuilds it as it rebuilds the session.
@MainActor
final class ExportLog {
  private var logged: [ExportEntry] = []
  /// Ticks counted since the run that ends ``logged`` last changed, not added to it yet:
  /// adding each would copy the run out of the array and back, 86,400 times in a timer's day.
  private var pendingTicks = 0
  /// The case of the ticks pending.
  private var pendingTickPath: ReceivedCasePath?

  /// What was logged, oldest first.
  var entries: [ExportEntry] {
    addPendingTicks()
    return logged
  }
  /// Where the received actions at the end of the log began: a run of more of them than the
  /// export writes one by one becomes one ``ReceiveRun``.
  private var runStart = 0

  func record(_ entry: ExportEntry) {
    addPendingTicks()
    let entry = sharingStorage(entry)
    guard case let .receive(step, .casePath(path)) = entry, !step.failed else {
      logged.append(entry)
      runStart = logged.endIndex
      return
    }
    if case var .receiveRun(run) = logged.last, logged.count - 1 >= runStart {
      run.append(step, path)
      logged[logged.count - 1] = .receiveRun(run)
      return
    }
    logged.append(entry)
    guard logged.count - runStart > TestSourceGenerator.longRun else { return }
    let steps = logged[runStart...].compactMap { entry -> (ExportStep, ReceivedCasePath)? in
      guard case let .receive(step, .casePath(path)) = entry else { return nil }
      return (step, path)
    }
    logged.removeSubrange(runStart...)
    if let run = ReceiveRun(steps) { logged.append(.receiveRun(run)) }
  }

  /// Counts a received action of the case `path` that adds one to the counter of the run of
  /// received actions that ends the log, and changes nothing else: a timer's tick, recorded
  /// without its values. `false`, recording nothing, when no such run ends the log.
  func recordTick(_ path: ReceivedCasePath) -> Bool {
    if pendingTicks > 0, path == pendingTickPath {
      pendingTicks += 1
      return true
    }
    addPendingTicks()
    guard logged.count - 1 >= runStart, case let .receiveRun(run) = logged.last, run.countsTick(path) else {
      return false
    }
    pendingTicks = 1
    pendingTickPath = path
    return true
  }

  private func addPendingTicks() {
    guard pendingTicks > 0, case var .receiveRun(run) = logged.last else { return }
    run.appendTicks(pendingTicks)
    logged[logged.count - 1] = .receiveRun(run)
    pendingTicks = 0
    pendingTickPath = nil
  }

  /// Ends the run of received actions, if any: what a command receives from here on, such as
  /// the ticks of an `advance`, is a run of its own, after the clock's move.
  func endRun() {
    addPendingTicks()
    runStart = logged.endIndex
  }

  /// `entry`, holding the previous step's values where it equals them: a timer's day is
  /// 86,400 steps, each state the one before the next, and one copy of each is enough.
  private func sharingStorage(_ entry: ExportEntry) -> ExportEntry {
    guard let previous = logged.last?.step else { return entry }
    switch entry {
    case let .send(step):
      return .send(step.sharingStorage(with: previous))
    case let .receive(step, .casePath(path)):
      return .receive(step.sharingStorage(with: previous), match: .casePath(path))
    case let .receive(step, .action):
      return .receive(step.sharingStorage(with: previous), match: .action)
    default:
      return entry
    }
  }

  /// Marks the step at `index` as one whose assertion the `TestStore` fails, so the test
  /// expects the failure.
  func markFailed(at index: Int) {
    addPendingTicks()
    guard logged.indices.contains(index), case let .send(step) = logged[index] else { return }
    logged[index] = .send(
      ExportStep(
        action: step.actionForm, before: step.beforeForm, expected: step.expectedForm, failed: true, hasClosure: step.hasClosure,
        typed: step.typed
      )
    )
  }

  /// Replaces the `send` at `index`, and the actions it received, with one ``ExportEntry/loopedSend(_:)``:
  /// the runtime stopped it as a runaway loop, where TCA would loop forever.
  func markLooped(from index: Int) {
    addPendingTicks()
    guard logged.indices.contains(index), case let .send(step) = logged[index] else { return }
    let after = logged.last?.step?.expected ?? step.expected
    logged.removeSubrange(index...)
    logged.append(.loopedSend(step, changedState: after != step.before))
    runStart = logged.endIndex
  }

  /// Puts `entry` before what was recorded since `index`, where ``endRun()`` left the log:
  /// the clock's move ahead of the actions it brought.
  func insert(_ entry: ExportEntry, at index: Int) {
    addPendingTicks()
    logged.insert(entry, at: index)
    runStart = logged.endIndex
  }
}

/// One thing the export writes.
enum ExportEntry: Equatable, Sendable {
  /// `await store.send(.x) { … }`.
  case send(ExportStep)
  /// `await store.receive(\.x) { … }`, or `receive(.x(…))` when the step matched the whole
  /// action.
  case receive(ExportStep, match: ReceiveMatch)
  /// More than ``TestSourceGenerator/longRun`` received in a row: a loop or a skip.
  case receiveRun(ReceiveRun)
  /// A `send` the runtime stopped as a runaway loop, which TCA never stops: the export names
  /// it in a comment and leaves it out, since the test would hang there. `changedState` when
  /// the actions reduced before the stop changed the state, which no test can reach then.
  case loopedSend(ExportStep, changedState: Bool)
  /// `await clock.advance(by: …)`: the virtual clock moved by this much.
  case clockAdvanced(Duration)
  /// A dependency mode chosen with `dependency NAME MODE`; its override, or one for each
  /// endpoint called in it, is written to `store.dependencies`.
  case dependency(DependencyChoice)
  /// A write through `@Shared` with no action (`bind`): the state before and after it.
  /// `asserted` outside test mode, where the export asserts the write after it; in test mode
  /// the learner asserts it, or not, with ``assertion(_:)``.
  case sharedWrite(before: ExportValue, after: ExportValue, asserted: Bool = true)
  /// `store.assert { … }` as the learner typed it in test mode: the step's `before` is the
  /// state the closure was handed, its `expected` what the closure made of it.
  case assertion(ExportStep)
  /// `await store.finish()`.
  case finish
  /// `await store.skipReceivedActions()`.
  case skipReceivedActions
  /// `await store.skipInFlightEffects()`.
  case skipInFlightEffects
  /// `store.exhaustivity = .on`, `.off`, or `.off(showSkippedAssertions: true)`.
  case exhaustivity(Exhaustivity)

  /// The action step this entry is, if it is one.
  var step: ExportStep? {
    switch self {
    case let .send(step), let .receive(step, _): step
    case let .receiveRun(run): run.last
    default: nil
    }
  }

  /// How a `receive` names the action it expects.
  enum ReceiveMatch: Equatable, Sendable {
    /// By its case: `receive(\.factResponse.success, "…")`.
    case casePath(ReceivedCasePath)
    /// By the whole action: `receive(.timerTicked)`.
    case action
  }
}

/// One action and the state around it. Outside test mode `expected` is the state after the
/// action and the step never fails; in test mode `expected` is what the user's closure made of
/// the state before, and `failed` whether the `TestStore` reported a failure: the export wraps
/// a failed step in `withKnownIssue`, so the test still passes.
struct ExportStep: Equatable, Sendable {
  /// The action's form, built when first read: see ``ActionForm``.
  let actionForm: Deferred<ExportValue>
  /// The states' forms, which the recorder may also leave to be built when first read: see
  /// ``ExportRecorder``.
  let beforeForm: Deferred<ExportValue>
  let expectedForm: Deferred<ExportValue>
  let failed: Bool
  /// Whether the learner typed a closure in test mode: one that changes nothing is still a
  /// closure, which a test store reads as "expected state to change", so the export keeps it.
  let hasClosure: Bool
  /// The closure the learner typed in test mode, which the export writes: see ``TypedClosure``.
  let typed: TypedClosure?

  init(
    action: ExportValue, before: ExportValue, expected: ExportValue, failed: Bool = false, hasClosure: Bool = false,
    typed: TypedClosure? = nil
  ) {
    self.init(action: Deferred(action), before: before, expected: expected, failed: failed, hasClosure: hasClosure, typed: typed)
  }

  init(
    action: Deferred<ExportValue>, before: ExportValue, expected: ExportValue, failed: Bool = false, hasClosure: Bool = false,
    typed: TypedClosure? = nil
  ) {
    self.init(
      action: action, before: Deferred(before), expected: Deferred(expected), failed: failed, hasClosure: hasClosure, typed: typed
    )
  }

  init(
    action: Deferred<ExportValue>, before: Deferred<ExportValue>, expected: Deferred<ExportValue>, failed: Bool = false,
    hasClosure: Bool = false, typed: TypedClosure? = nil
  ) {
    self.actionForm = action
    self.beforeForm = before
    self.expectedForm = expected
    self.failed = failed
    self.hasClosure = hasClosure
    self.typed = typed
  }

  var action: ExportValue { actionForm.value }
  var before: ExportValue { beforeForm.value }
  var expected: ExportValue { expectedForm.value }

  static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.actionForm === rhs.actionForm || lhs.action == rhs.action) && lhs.before == rhs.before
      && lhs.expected == rhs.expected && lhs.failed == rhs.failed && lhs.hasClosure == rhs.hasClosure
      && lhs.typed == rhs.typed
  }

  /// This step, with `previous`'s state values in place of its own equal ones; the action
  /// keeps its own form, which reading would build (``ActionForm``), and so does a state form
  /// not built yet.
  func sharingStorage(with previous: ExportStep) -> ExportStep {
    guard beforeForm.isBuilt, expectedForm.isBuilt, previous.expectedForm.isBuilt else { return self }
    let before = before == previous.expected ? previous.expected : before
    return ExportStep(
      action: actionForm,
      before: before,
      expected: expected == before ? before : expected,
      failed: failed,
      hasClosure: hasClosure,
      typed: typed
    )
  }
}

/// A dependency's mode, and how a test writes it in `withDependencies`.
struct DependencyChoice: Equatable, Sendable {
  let name: String
  let mode: String
  /// `$0.factClient.fetch = { _ in try await Task.never() }`; `nil` when the mode is the
  /// playground's own, which the export writes as the endpoint calls it answered.
  let override: String?
  /// Which run of the mode this is, within a session: the starting modes are `0`, `1`, …, one
  /// per option in the lesson's order, and each switch the next number. The endpoint calls
  /// made in the mode carry it (``EndpointCall/era``).
  var era = 0
}
