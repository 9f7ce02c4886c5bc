import Foundation
@_spi(Playground) import ComposableArchitecture
import Testing

/// Each of `TestStore`'s failure messages, provoked on purpose and compared in full: TCA's
/// headline, then the playground's explanation.
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

        The closure left the state exactly as it was before the action. Drop the closure when \
        the action changes nothing, or set the fields the action really changes.
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

        Receive them first ("await store.receive(…)"), or skip them with \
        "await store.skipReceivedActions()".
        """
      ]
    )
    await store.receive(.noop)
  }

  /// A send that finds actions not received reports them, then goes on as TCA's does: it
  /// reduces the action and also reports the change nobody asserted.
  @Test func aSendAfterUnhandledActionsStillReportsItsOwnChange() async {
    let store = makeStore()
    await store.send(.sendNoop)
    let messages = await knownIssueMessages {
      await store.send(.increment)
    }
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("Must handle 1 received action before sending an action.") == true)
    #expect(messages.last?.hasPrefix("State was not expected to change, but a change occurred.") == true)
    #expect(store.state.count == 1)
    await store.skipReceivedActions()
  }

  static let unexpectedNoop = """
    The store received 1 unexpected action.

      Unhandled actions:
        .noop

    Effects sent these back after the last assertion, and the test ended without looking at \
    them. Assert each with "await store.receive(…)", drop them with "await \
    store.skipReceivedActions()", or make the test non-exhaustive with "store.exhaustivity = \
    .off".
    """

  /// A store whose last reference goes on another thread still runs its end-of-test checks,
  /// on the main queue, as TCA's does, and reports what they find on the releasing thread
  /// (here to the shell's handler for skipped assertions, which the test can read).
  @Test func aStoreReleasedOnAnotherThreadStillChecks() async {
    let reported = LockIsolated<[String]>([])
    let holder = LockIsolated<TestStoreOf<Probe>?>(nil)
    do {
      let store = makeStore()
      store.exhaustivity = .off(showSkippedAssertions: true)
      store.reportKnownIssue = { message in reported.withValue { $0.append(message) } }
      await store.send(.sendNoop)
      holder.setValue(store)
    }
    await withCheckedContinuation { continuation in
      Thread {
        holder.setValue(nil)
        continuation.resume()
      }
      .start()
    }
    #expect(reported.value == ["Skipped assertions.\n\n\(Self.unexpectedNoop)"])
  }

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
        """
        Expected to receive an action matching case path, but didn't get one.

        No action the effects sent back is of the case given to "receive".
        """,
        """
        Expected to receive an action matching predicate, but didn't get one.

        No action the effects sent back satisfies the predicate given to "receive".
        """,
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

        Effects are still running. The test waits for them in real time, so an effect that \
        sleeps on a clock waits for that clock: with a "TestClock", call "await \
        clock.advance(by: …)" first, far enough for the effect to get there. If the effect does \
        real work that takes a while, pass a longer "timeout:" to this call.
        """,
        """
        Expected to receive an action matching case path, but didn't get one.

        No action the effects sent back is of the case given to "receive".
        """,
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
      messages.first?.hasSuffix(#"make this call's "timeout:" longer."#)
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

            An exhaustive test owns every effect it starts. Ways to end this one:
            • advance the test clock past the effect's last sleep, or "await store.finish()" for \
            effects that only need a moment;
            • send the action that cancels it ("Effect.cancel(id:)"), as the feature does when \
            the user leaves;
            • cancel the task "send" returned: "await task.cancel()";
            • or let it run: "await store.skipInFlightEffects()", or "store.exhaustivity = \
            .off".
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

        Effects are still running. The test waits for them in real time, so an effect that \
        sleeps on a clock waits for that clock: with a "TestClock", call "await \
        clock.advance(by: …)" first, far enough for the effect to get there. If the effect does \
        real work that takes a while, make this call's "timeout:" longer.
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

        Effects are still running. The test waits for them in real time, so an effect that \
        sleeps on a clock waits for that clock: with a "TestClock", call "await \
        clock.advance(by: …)" first, far enough for the effect to get there. If the effect does \
        real work that takes a while, make this call's "timeout:" longer.
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
        """
        There were no received actions to skip.

        Every action the effects sent back has been received already; remove this call, or pass \
        "strict: false" when there may be none.
        """,
        """
        There were no in-flight effects to skip.

        Every effect has finished already; remove this call, or pass "strict: false" when there \
        may be none.
        """,
      ]
    )
  }

  @Test func sendingToADismissedStore() async {
    let store = makeStore()
    await store.send(.close)
    let messages = await knownIssueMessages {
      await store.send(.increment)
    }
    #expect(
      messages == [
        """
        Can't send action to dismissed test store.

        The feature dismissed itself with "@Dependency(\\.dismiss)" in an earlier step, so it \
        takes no more actions. End the test there, or test the dismissal from the parent that \
        presents it.
        """
      ]
    )
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

        The effect threw, and nothing turned the error into an action, so the feature never \
        hears of it. Give the run a "catch: { error, send in … }" that sends a failure action, \
        or wrap the throwing call in "do { … } catch { … }". Cancellation is the one error left \
        out.
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

        No effect is running that could still send it. Was the effect that sends it cancelled, \
        or did it end before sending?
        """,
        """
        Expected to receive an action matching case path, but didn't get one.

        No action the effects sent back is of the case given to "receive".
        """,
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
