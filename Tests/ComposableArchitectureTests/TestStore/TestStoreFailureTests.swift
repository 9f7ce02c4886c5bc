@_spi(Playground) import ComposableArchitecture
import Testing

/// Each of `TestStore`'s failure messages, provoked on purpose and compared in full with TCA's
/// (`TestStoreFailureTests.swift` and `TestStore.swift` in TCA's repository).
@MainActor
@Suite(.serialized)
struct TestStoreFailureTests {
  func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStoreOf<Probe> {
    TestStore(initialState: Probe.State()) {
      Probe()
    } withDependencies: {
      $0.continuousClock = clock
      $0.probeClient.fetch = { "fetched" }
    }
  }

  @Test func aStateChangeDoesNotMatchExpectation() async {
    let store = makeStore()
    let line = #line + 2
    let issues = await knownIssues {
      await store.send(.increment) {
        $0.count = 2
      }
    }
    #expect(
      issues == [
        CaughtIssue(
          message: """
            A state change does not match expectation.

                \u{2007} Probe.State(
                −   count: 2,
                +   count: 1,
                \u{2007}   isTimerOn: false,
                \u{2007}   response: nil
                \u{2007} )

            (Expected: −, Actual: +)
            """,
          line: line
        )
      ]
    )
  }

  @Test func stateWasNotExpectedToChange() async {
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.send(.increment)
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred.

            \u{2007} Probe.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   isTimerOn: false,
            \u{2007}   response: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func expectedStateToChange() async {
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.send(.noop) { _ = $0 }
    }
    #expect(
      messages == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """
      ]
    )
  }

  @Test func mustHandleReceivedActionsBeforeSending() async {
    let store = makeStore()
    await store.send(.sendNoop)
    let messages = await knownIssueMessages {
      await store.send(.noop)
    }
    #expect(
      messages == [
        """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .noop
        ]
        """
      ]
    )
    await store.receive(.noop)
  }

  static let unexpectedNoop = """
    The store received 1 unexpected action.

      Unhandled actions:
        .noop

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """

  @Test func unexpectedActionsAtTheEndOfTheTest() async {
    // At the end of a test the issue points at the line that created the store, as in TCA.
    let line = #line + 2
    let issues = await knownIssues {
      let store = TestStore(initialState: Probe.State()) { Probe() }
      await store.send(.sendNoop)
    }
    #expect(issues == [CaughtIssue(message: Self.unexpectedNoop, line: line)])
  }

  @Test func unexpectedActionsAtFinish() async {
    let store = makeStore()
    await store.send(.sendNoop)
    let messages = await knownIssueMessages {
      await store.finish()
    }
    #expect(messages == [Self.unexpectedNoop])
    await store.skipReceivedActions(strict: false)
  }

  @Test func receivedUnexpectedAction() async {
    let store = makeStore()
    await store.send(.sendNoop)
    let line = #line + 2
    let issues = await knownIssues {
      await store.receive(.increment)
    }
    #expect(
      issues == [
        CaughtIssue(
          message: """
            Received unexpected action:

                − Probe.Action.increment
                + Probe.Action.noop

            (Expected: −, Received: +)
            """,
          line: line
        )
      ]
    )
  }

  @Test func receivedUnexpectedActionForACaseKeyPath() async {
    let store = makeStore()
    await store.send(.sendNoop)
    let messages = await knownIssueMessages {
      await store.receive(\.increment)
    }
    #expect(
      messages == [
        """
        Received unexpected action:

          Probe.Action.noop
        """
      ]
    )
  }

  @Test func receivedTheRightCaseWithAnotherValue() async {
    let store = makeStore()
    await store.send(.fetch)
    let messages = await knownIssueMessages {
      await store.receive(\.response, "other")
    }
    #expect(
      messages == [
        """
        Received unexpected action:

          − Probe.Action.response("other")
          + Probe.Action.response("fetched")

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func receiveWithNothingPending() async {
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.receive(.noop)
      await store.receive(\.noop)
      await store.receive({ $0 == .noop })
    }
    #expect(
      messages == [
        """
        Expected to receive the following action, but didn't:

          Probe.Action.noop
        """,
        "Expected to receive an action matching case path, but didn't get one.",
        "Expected to receive an action matching predicate, but didn't get one.",
      ]
    )
  }

  @Test func receivedNoneAfterTheTimeout() async {
    let store = makeStore()
    await store.send(.startTimer) {
      $0.isTimerOn = true
    }
    let messages = await knownIssueMessages {
      await store.receive(\.tick)
    }
    #expect(
      messages == [
        """
        Expected to receive an action, but received none after 1.0 seconds.

        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
        wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using \
        an immediate clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
        configure this assertion with an explicit "timeout".
        """,
        "Expected to receive an action matching case path, but didn't get one.",
      ]
    )
    await store.send(.stopTimer) {
      $0.isTimerOn = false
    }
  }

  @Test func receivedNoneAfterAnExplicitTimeout() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.startTimer)
    let messages = await knownIssueMessages {
      await store.receive(\.tick, timeout: .milliseconds(100))
    }
    #expect(
      messages.first?.hasPrefix(
        "Expected to receive a matching action, but received none after 0.1 seconds."
      ) == true
    )
    #expect(
      messages.first?.hasSuffix(#"try increasing the duration of this assertion's "timeout"."#)
        == true
    )
    await store.send(.stopTimer)
  }

  @Test func effectStillRunningAtTheEndOfTheTest() async {
    let line = #line + 3
    let issues = await knownIssues {
      let store = makeStore()
      await store.send(.runForever)
    }
    #expect(
      issues == [
        CaughtIssue(
          message: """
            An effect returned for this action is still running. It must complete before the end \
            of the test.

            To fix, inspect any effects the reducer returns for this action and ensure that all of \
            them complete by the end of the test. There are a few reasons why an effect may not have \
            completed:

            If using async/await in your effect, it may need a little bit of time to properly \
            finish. To fix you can simply perform "await store.finish()" at the end of your test.

            If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
            make sure that you wait enough time for it to perform the effect. If you are using a test \
            clock/scheduler, advance it so that the effects may complete, or consider using an \
            immediate clock/scheduler to immediately perform the effect instead.

            If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
            make sure those effects are torn down by marking the effect ".cancellable" and returning a \
            corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
            effect is driven by a Combine subject, send it a completion.

            If you do not wish to assert on these effects, perform "await \
            store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
            "store.exhaustivity = .off".
            """,
          line: line
        )
      ]
    )
  }

  @Test func effectsStillInFlightAtFinish() async {
    let store = makeStore()
    await store.send(.runForever)
    let messages = await knownIssueMessages {
      await store.finish(timeout: .milliseconds(100))
    }
    #expect(
      messages == [
        """
        Expected effects to finish, but there are still effects in-flight after 0.1 seconds.

        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
        enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using \
        an immediate clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
        try increasing the duration of this assertion's "timeout".
        """
      ]
    )
    await store.skipInFlightEffects()
  }

  @Test func taskStillInFlight() async {
    let store = makeStore()
    let task = await store.send(.runForever)
    let messages = await knownIssueMessages {
      await task.finish(timeout: .milliseconds(100))
    }
    #expect(
      messages == [
        """
        Expected task to finish, but it is still in-flight after 0.1 seconds.

        If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
        "timer(interval:)", etc.), make sure that you wait enough time for it to \
        perform its work. If you are using a test clock/scheduler, advance the scheduler so that \
        the effects may complete, or consider using an immediate clock/scheduler to immediately \
        perform the effect instead.

        If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
        try increasing the duration of this assertion's "timeout".
        """
      ]
    )
    await task.cancel()
  }

  @Test func theClosureThrows() async {
    struct SomeError: Error {}
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.send(.noop) { _ in throw SomeError() }
    }
    #expect(messages == ["Threw error: SomeError()"])
  }

  @Test func nothingToSkip() async {
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    }
    #expect(
      messages == [
        "There were no received actions to skip.",
        "There were no in-flight effects to skip.",
      ]
    )
  }

  @Test func sendingToADismissedStore() async {
    let store = makeStore()
    await store.send(.close)
    let messages = await knownIssueMessages {
      await store.send(.increment)
    }
    #expect(messages == ["Can't send action to dismissed test store."])
  }

  @Test func anEffectThatThrows() async {
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.send(.throwUnhandled)
      await store.finish()
    }
    #expect(
      messages.map(elidingLines) == [
        """
        An "Effect.run" returned from "ComposableArchitectureTests/TestStoreFeatures.swift:LINE" \
        threw an unhandled error.

            ProbeError()

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
      ]
    )
  }

  /// A `send` without a closure that changed state, under `.off(showSkippedAssertions: true)`,
  /// shows the change it let through as a known issue, as TCA's does.
  @Test func skippedAssertionsForASendWithoutAClosure() async {
    let store = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    let knownIssues = LockIsolated<[String]>([])
    store.reportKnownIssue = { message in knownIssues.withValue { $0.append(message) } }
    await store.send(.increment)
    await store.send(.noop)
    #expect(
      knownIssues.value == [
        """
        Skipped assertions.

        State was not expected to change, but a change occurred.

            \u{2007} Probe.State(
            −   count: 0,
            +   count: 1,
            \u{2007}   isTimerOn: false,
            \u{2007}   response: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func skippedAssertionsAreExpectedIssuesInATest() async {
    let store = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.increment)
    await store.send(.incrementTwiceLater)
    await store.receive(\.increment)
    await store.receive(\.increment)
  }

  /// As in TCA, `receive` waits out its timeout even once the effects that could have sent the
  /// action are gone, and then asks whether one was cancelled. The timeout is real time, and
  /// the effect must have ended within it: a second, as 0.1 s was too short on a loaded machine.
  @Test func receivedNoneAndNoEffectCouldDeliverIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Probe.State()) {
      Probe()
    } withDependencies: {
      $0.continuousClock = clock
      $0.probeClient.fetch = {
        try await clock.sleep(for: .seconds(1))
        throw CancellationError()
      }
    }
    await store.send(.fetch)
    let messages = await knownIssueMessages {
      let advance = Task { await clock.advance(by: .seconds(1)) }
      await store.receive(\.response, timeout: .seconds(1))
      await advance.value
    }
    #expect(
      messages == [
        """
        Expected to receive an action, but received none after 1.0 seconds.

        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """,
        "Expected to receive an action matching case path, but didn't get one.",
      ]
    )
  }

  /// Where TCA's test would hang, the store stops the loop and the test fails.
  @Test func aRunawayLoopFailsTheTest() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Echo> { count, _ in
        count += 1
        return .send(.ping)
      }
    }
    store.exhaustivity = .off
    let line = #line + 2
    let issues = await knownIssues {
      await store.send(.ping)
    }
    #expect(
      issues == [
        CaughtIssue(
          message: """
            One "send" reduced 1000 actions without returning, and the store stopped it: an \
            action that leads back to itself, such as a delegate action re-forwarded to itself, \
            loops forever (in TCA the test would hang here).

              Last action reduced:
                Echo.ping
            """,
          line: line
        )
      ]
    )
    #expect(store.actualState == 1000, "the loop ran to the limit, then stopped")
  }

  @Test func aNonExhaustiveAssertionThatDoesNotHoldStillFails() async {
    let store = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    let messages = await knownIssueMessages {
      await store.send(.increment) {
        $0.count = 5
      }
    }
    #expect(
      messages == [
        """
        A state change does not match expectation.

            \u{2007} Probe.State(
            −   count: 5,
            +   count: 1,
            \u{2007}   isTimerOn: false,
            \u{2007}   response: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }
}

/// An action that answers itself.
enum Echo {
  case ping
}
