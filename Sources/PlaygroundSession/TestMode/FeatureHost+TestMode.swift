@_spi(Playground) import ComposableArchitecture
import ConcurrencyExtras
import IssueReporting

/// Test mode: the lesson runs in a `TestStore`, and `send`, `receive`, `finish` and `skip` are
/// its methods, reporting its failures in its words. The feature's real state goes on past a
/// failed assertion, as a test store's does, and so does the session.
extension FeatureHost {
  var isTestMode: Bool { store.testStore != nil }

  var exhaustivity: Exhaustivity {
    get { store.testStore?.exhaustivity ?? .on }
    set { store.testStore?.exhaustivity = newValue }
  }

  /// `await store.send(action) { … }`.
  func testSend(_ action: Any, assertion: StateAssertion?) async {
    guard let testStore = store.testStore else { return }
    environment.record(.sent(action))
    changes.userActionPending = true
    await runTestStep("send", passed: "✔ send passed") {
      await testStore.send(action as! Action, assert: assertion.map(Self.closure))
    }
    changes.userActionPending = false
  }

  /// `await store.receive(\.case) { … }`, or with the case's value.
  func testReceive(_ pattern: ReceivedActionPattern, assertion: StateAssertion?) async {
    guard let testStore = store.testStore else { return }
    let next = testStore.pendingReceivedActions.first.map(oneLineDump) ?? ""
    await runTestStep("receive", passed: "✔ receive passed: \(next)") {
      let assert = assertion.map(Self.closure)
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
  }

  /// `store.assert { … }`: the state as it is now, e.g. after a write through `@Shared`.
  func testAssert(_ assertion: StateAssertion) async {
    guard let testStore = store.testStore else { return }
    await runTestStep("assert", passed: "✔ assert passed") {
      testStore.assert(Self.closure(assertion))
    }
  }

  /// `await store.finish()`: the shell never waits in real time, so effects in flight fail it
  /// at once.
  func testFinish() async {
    guard let testStore = store.testStore else { return }
    await runTestStep("finish", passed: "✔ finish passed: no effects in flight, no actions left to receive") {
      await testStore.finish()
    }
  }

  /// `await store.skipReceivedActions()`.
  func testSkipReceivedActions() async {
    guard let testStore = store.testStore else { return }
    let count = testStore.pendingReceivedActions.count
    await runTestStep("skip", passed: "✔ skipped \(count) received action\(count == 1 ? "" : "s")") {
      await testStore.skipReceivedActions()
    }
  }

  /// `await store.skipInFlightEffects()`.
  func testSkipInFlightEffects() async {
    guard let testStore = store.testStore else { return }
    await runTestStep("skip", passed: "✔ skipped the effects in flight") {
      await testStore.skipInFlightEffects()
    }
  }

  /// The end of the test, as a test store's `deinit` is: actions not received, effects still
  /// in flight, shared changes not asserted. Runs when the lesson goes away in test mode.
  func endTest() {
    guard let testStore = store.testStore else { return }
    withIssueReporters([testFailures]) { testStore.endTest() }
    if testFailures.hasPending {
      environment.output.append("the test ends here; TestStore checks what is left:", style: .heading)
      testFailures.printPending(to: environment.output)
    }
  }

  /// Runs one test store call with its reports collected, then prints them, or `passed` when
  /// there were none, and tells a running tutorial which it was.
  private func runTestStep(_ command: String, passed: String, _ body: () async -> Void) async {
    await withIssueReporters([testFailures]) {
      await body()
      await settle()
    }
    let failures = testFailures.printPending(to: environment.output)
    if failures == 0 {
      environment.output.append(passed, style: .heading)
    }
    environment.record(.testStep(command: command, passed: failures == 0))
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
