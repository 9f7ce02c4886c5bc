@_spi(Playground) import ComposableArchitecture
import ConcurrencyExtras
import IssueReporting
import PlaygroundText

/// What the test-mode commands ask of a lesson running in a `TestStore`.
@MainActor
protocol TestModeControls: AnyObject {
  var exhaustivity: Exhaustivity { get set }
  func send(_ action: Any, assertion: StateAssertion?) async
  func receive(_ pattern: ReceivedActionPattern, assertion: StateAssertion?) async
  func assert(_ assertion: StateAssertion) async
  func finish() async
  func skipReceivedActions() async
  func skipInFlightEffects() async
  /// Runs the end-of-test checks, when the lesson goes away or the session ends; once.
  func endTest()
  /// Whether the test failed so far: a `TestStore` call, or its end-of-test checks.
  var hasFailed: Bool { get }
}

/// Test mode: the lesson runs in a `TestStore`, and `send`, `receive`, `finish` and `skip` are
/// its methods, reporting its failures in its words. The feature's real state goes on past a
/// failed assertion, as a test store's does, and so does the session. Each step is logged for
/// the export as the learner asserted it.
@MainActor
final class TestModeDriver<State: Equatable, Action>: TestModeControls {
  private let host: FeatureHost<State, Action>
  private let testStore: TestStore<State, Action>
  private let export: ExportRecorder<State, Action>
  /// What the test-mode commands reported since they last printed: TestStore's failures.
  private let testFailures = TestFailureCollector()
  private var environment: HostEnvironment { host.environment }
  /// How many failures the test store reported since the test began.
  private var failureCount = 0
  var hasFailed: Bool { failureCount > 0 }

  init(host: FeatureHost<State, Action>, testStore: TestStore<State, Action>, export: ExportRecorder<State, Action>) {
    self.host = host
    self.testStore = testStore
    self.export = export
    // The shell never waits in real time: a `receive` with nothing received fails at once.
    testStore.timeout = .zero
    testStore.reportKnownIssue = { [testFailures] in testFailures.reportKnownIssue($0) }
  }

  var exhaustivity: Exhaustivity {
    get { testStore.exhaustivity }
    set {
      testStore.exhaustivity = newValue
      export.record(.exhaustivity(newValue))
    }
  }

  /// `await store.send(action) { … }`.
  func send(_ action: Any, assertion: StateAssertion?) async {
    let action = action as! Action
    let asserted = AssertedStates(before: testStore.state)
    var passed = false
    await host.sendingUserAction(action) {
      passed = await runTestStep("send", passed: "✔ send passed") {
        await testStore.send(action, assert: assertion.map { asserted.closure(Self.closure($0)) })
      }
    }
    let step = asserted.step(action: action, failed: !passed, typed: assertion?.typed)
    // A runaway loop hangs a test in TCA: the export leaves the send out and says so.
    export.record(
      host.lastSendLooped ? .loopedSend(step, changedState: ExportValue(testStore.state) != step.before) : .send(step)
    )
  }

  /// `await store.receive(\.case) { … }`, or with the case's value.
  func receive(_ pattern: ReceivedActionPattern, assertion: StateAssertion?) async {
    // The action the store will take: the oldest, or when not exhaustive the oldest that matches.
    let taken = testStore.exhaustivity == .on
      ? testStore.pendingReceivedActions.first
      : testStore.pendingReceivedActions.first { pattern.extract(from: $0) != nil }
    let next = taken.map(oneLineDump) ?? ""
    let asserted = AssertedStates(before: testStore.state)
    let passed = await runTestStep("receive", passed: "✔ receive passed: \(next)") {
      let assert = assertion.map { asserted.closure(Self.closure($0)) }
      if let expectedValue = pattern.expectedValue, let expectedAction = pattern.expectedAction as? Action {
        let expected = UncheckedSendable(expectedAction)
        let actionCase = AnyCasePath<Action, ReceivedValue>(
          embed: { _ in expected.value },
          extract: { action in pattern.extract(from: action).map(ReceivedValue.init) }
        )
        await testStore.receive(actionCase, ReceivedValue(value: expectedValue), assert: assert)
      } else {
        let actionCase = AnyCasePath<Action, Void>(
          // A case alone is never embedded: a near miss is shown as the action received.
          embed: { _ in preconditionFailure("a case path without a value embeds nothing") },
          extract: { action in pattern.extract(from: action).map { _ in () } }
        )
        await testStore.receive(actionCase, assert: assert)
      }
    }
    // A receive with nothing to take has no action a test could name: it is left out.
    guard let taken else { return }
    // A failed receive exports as the learner typed it, so that a real test store fails it too:
    // the value received would pass there, and `withKnownIssue` would find no issue.
    let match: ReceivedCasePath
    if !passed, let expected = pattern.expectedAction {
      match = ReceivedCasePath(expected)
    } else {
      let casePath = ReceivedCasePath(taken)
      match = ReceivedCasePath(keyPath: casePath.keyPath, value: pattern.hasValue ? casePath.value : nil)
    }
    export.record(
      .receive(asserted.step(action: taken, failed: !passed, typed: assertion?.typed), match: .casePath(match))
    )
  }

  /// `store.assert { … }`: the state as it is now, e.g. after a write through `@Shared`.
  func assert(_ assertion: StateAssertion) async {
    let asserted = AssertedStates(before: testStore.state)
    let passed = await runTestStep("assert", passed: "✔ assert passed") {
      testStore.assert(asserted.closure(Self.closure(assertion)))
    }
    export.record(.assertion(asserted.step(action: (), failed: !passed, typed: assertion.typed)))
  }

  /// `await store.finish()`: the shell never waits in real time, so effects in flight fail it
  /// at once.
  func finish() async {
    // Logged only when it passed: a test that waits for effects a test clock holds would time out.
    if await runTestStep("finish", passed: "✔ finish passed: no effects in flight, no actions left to receive", {
      await testStore.finish()
    }) {
      export.record(.finish)
    }
  }

  /// `await store.skipReceivedActions()`.
  func skipReceivedActions() async {
    let count = testStore.pendingReceivedActions.count
    if await runTestStep("skip", passed: "✔ skipped \(count) received action\(count == 1 ? "" : "s")", {
      await testStore.skipReceivedActions()
    }) {
      export.record(.skipReceivedActions)
    }
  }

  /// `await store.skipInFlightEffects()`.
  func skipInFlightEffects() async {
    if await runTestStep("skip", passed: "✔ skipped the effects in flight", {
      await testStore.skipInFlightEffects()
    }) {
      export.record(.skipInFlightEffects)
    }
  }

  /// The end of the test, as a test store's `deinit` is: actions not received, effects still
  /// in flight, shared changes not asserted. Runs when the lesson goes away in test mode.
  func endTest() {
    withIssueReporters([testFailures]) { testStore.endTest() }
    guard testFailures.hasPending else { return }
    environment.output.append("the test ends here; TestStore checks what is left:", style: .heading)
    let failures = testFailures.printPending(to: environment.output)
    failureCount += failures
    // A tutorial step is never met by a command whose test failed.
    if failures > 0 { environment.record(.testStep(command: "end", passed: false)) }
  }

  /// Runs one test store call with its reports collected, then prints them, or `passed` when
  /// there were none, and tells a running tutorial which it was. Returns whether it passed.
  @discardableResult
  private func runTestStep(_ command: String, passed: String, _ body: () async -> Void) async -> Bool {
    await withIssueReporters([testFailures]) {
      await body()
      await host.settle()
    }
    let failures = testFailures.printPending(to: environment.output)
    failureCount += failures
    if failures == 0 {
      environment.output.append(passed, style: .heading)
    }
    environment.record(.testStep(command: command, passed: failures == 0))
    return failures == 0
  }

  /// The closure a test store runs, from what the learner typed.
  private static func closure(_ assertion: StateAssertion) -> (inout State) throws -> Void {
    { state in
      var value: Any = state
      assertion.apply(to: &value)
      if let changed = value as? State { state = changed }
    }
  }
}

/// The states a test-mode assertion went from and to, for the export: the state its closure was
/// handed (before the action, or after it when not exhaustive) and what the closure made of it,
/// read inside the test store's comparison, where `@Shared` values read as asserted.
@MainActor
private final class AssertedStates {
  private var handed: ExportValue
  private var expected: ExportValue?

  init(before: Any) {
    handed = ExportValue(before)
  }

  /// `closure`, noting what it gets and what it returns.
  func closure<State>(_ closure: @escaping (inout State) throws -> Void) -> (inout State) throws -> Void {
    { [self] state in
      // A store that shows skipped assertions runs the closure again, on the state before.
      guard expected == nil else { return try closure(&state) }
      // Inside the store's comparison a `@Shared` value's "before" side is what the test
      // expects of it: its value before the action, then what `withLock` made it.
      handed = ExportValue(state, at: .before)
      try closure(&state)
      expected = ExportValue(state, at: .before)
    }
  }

  func step(action: Any, failed: Bool, typed: TypedClosure? = nil) -> ExportStep {
    ExportStep(
      action: ExportValue(action), before: handed, expected: expected ?? handed, failed: failed,
      hasClosure: expected != nil, typed: typed
    )
  }
}
