import ComposableArchitecture
import Testing

/// Each of `TestStore`'s APIs, passing.
@MainActor
@Suite(.serialized)
struct TestStoreTests {
  func makeStore(
    _ state: Probe.State = Probe.State(),
    clock: TestClock<Duration> = TestClock()
  ) -> TestStoreOf<Probe> {
    TestStore(initialState: state) {
      Probe()
    } withDependencies: {
      $0.continuousClock = clock
      $0.probeClient.fetch = { "fetched" }
    }
  }

  @Test func sendAssertsTheStateChange() async {
    let store = makeStore()
    await store.send(.increment) {
      $0.count = 1
    }
    #expect(store.state.count == 1)
  }

  @Test func sendWithoutClosureWhenNothingChanges() async {
    let store = makeStore()
    await store.send(.noop)
  }

  @Test func sendCaseKeyPaths() async {
    let store = makeStore()
    await store.send(\.increment) {
      $0.count = 1
    }
    await store.send(\.setCount, 5) {
      $0.count = 5
    }
  }

  @Test func stateInsideTheClosureIsTheStateBefore() async {
    let store = makeStore()
    await store.send(.increment) {
      #expect(store.state.count == 0)
      $0.count = 1
    }
  }

  @Test func receiveAnEquatableAction() async {
    let store = makeStore()
    await store.send(.sendNoop)
    await store.receive(.noop)
  }

  @Test func receiveCaseKeyPathAndValueAndPredicate() async {
    let store = makeStore()
    await store.send(.fetch)
    await store.receive(\.response) {
      $0.response = "fetched"
    }
    await store.send(.fetch)
    await store.receive(\.response, "fetched")
    await store.send(.incrementTwiceLater)
    await store.receive({ $0 == .increment }) {
      $0.count = 1
    }
    await store.receive(.increment, timeout: .seconds(2)) {
      $0.count = 2
    }
  }

  @Test func timerOnATestClock() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.startTimer) {
      $0.isTimerOn = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) {
      $0.count = 1
    }
    await store.receive(\.tick) {
      $0.count = 2
    }
    await store.send(.stopTimer) {
      $0.isTimerOn = false
    }
  }

  @Test func finishWaitsForEffects() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }
    await store.finish()
  }

  @Test func theTaskOfASendCancelsAndFinishes() async {
    let store = makeStore()
    let task = await store.send(.runForever)
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)

    let finishing = await store.send(.incrementTwiceLater)
    await finishing.finish()
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }

    let none = await store.send(.noop)
    #expect(none.isCancelled, "an action without effects has no task")
  }

  @Test func dependenciesChangeBetweenSteps() async throws {
    let store = makeStore()
    store.dependencies.probeClient.fetch = { "changed" }
    #expect(try await store.dependencies.probeClient.fetch() == "changed")
    await store.send(.fetch)
    await store.receive(\.response) {
      $0.response = "changed"
    }
    await store.withDependencies {
      $0.probeClient.fetch = { "for one step" }
    } operation: {
      await store.send(.fetch)
    }
    await store.receive(\.response) {
      $0.response = "for one step"
    }
    #expect(try await store.dependencies.probeClient.fetch() == "changed")
  }

  @Test func nonExhaustiveStoresAssertOnlyWhatTheTestStates() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.incrementTwiceLater)
    await store.receive(.increment) {
      $0.count = 2
    }
    await store.skipReceivedActions()
    #expect(store.state.count == 3)
  }

  @Test func nonExhaustiveReceiveSkipsTheActionsBeforeTheOneAsserted() async {
    let store = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.sendNoopThenIncrement)
    await store.receive(.increment) {
      $0.count = 1
    }
    await store.finish()
  }

  @Test func nonExhaustiveClosuresGetTheStateAfter() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.increment) {
      #expect($0.count == 1)
    }
  }

  @Test func withExhaustivityOffForOneStep() async {
    let store = makeStore()
    await store.withExhaustivity(.off) {
      await store.send(.increment)
    }
    #expect(store.exhaustivity == .on)
    await store.send(.increment) {
      $0.count = 2
    }
  }

  @Test func skipInFlightEffectsLetsTheTestEnd() async {
    let store = makeStore()
    await store.send(.runForever)
    // Exhaustive: what was skipped shows as an expected issue, not a failure.
    await store.skipInFlightEffects()
  }

  @Test func skipReceivedActionsMovesTheStateOn() async {
    let store = makeStore()
    await store.send(.incrementTwiceLater)
    await store.skipReceivedActions()
    #expect(store.state.count == 2)
  }

  @Test func isDismissedAfterTheFeatureDismissesItself() async {
    let store = makeStore()
    #expect(!store.isDismissed)
    await store.send(.close)
    #expect(store.isDismissed)
  }

  @Test func assertChecksTheStateNow() async {
    let store = makeStore(Probe.State(count: 3))
    store.assert {
      $0.count = 3
    }
  }
}
