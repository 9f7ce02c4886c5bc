import CustomDump

/// The words of a ``TestStore``'s failures, TCA's word for word, so a learner meets here the
/// messages a TCA test prints.
enum TestStoreMessages {
  static let dismissedStore = "Can't send action to dismissed test store."

  static let noStateChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state is \
    expected, omit the trailing closure.
    """

  static let unassertedSharedState = "Test store finished before asserting against changes to shared state"

  static let assertSharedState = """
    Invoke "TestStore.assert" at the end of this test to assert against changes to shared state.
    """

  static let noMatchingPredicate = "Expected to receive an action matching predicate, but didn't get one."

  static let noMatchingCasePath = "Expected to receive an action matching case path, but didn't get one."

  static let noReceivedActionsToSkip = "There were no received actions to skip."

  static let noInFlightEffectsToSkip = "There were no in-flight effects to skip."

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of \
    them complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    If using async/await in your effect, it may need a little bit of time to properly \
    finish. To fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
    make sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an \
    immediate clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), \
    then make sure those effects are torn down by marking the effect ".cancellable" and \
    returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
    if your effect is driven by a Combine subject, send it a completion.

    If you do not wish to assert on these effects, perform "await \
    store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
    "store.exhaustivity = .off".
    """

  /// "A state change does not match expectation." and its kin: a heading, the proportional
  /// diff of the expected state (−) against the actual one (+), and an optional postamble.
  static func stateMismatch<State>(
    heading: String, expected: State, actual: State, postamble: String = ""
  ) -> String {
    let difference =
      diff(expected, actual, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
      ?? """
      Expected:
      \(String(describing: expected).indent(by: 2))

      Actual:
      \(String(describing: actual).indent(by: 2))
      """
    return "\(heading).\n\n\(difference)\(postamble.isEmpty ? "" : "\n\n\(postamble)")"
  }

  static func mustHandleReceivedActions<Action>(_ actions: [Action]) -> String {
    var dump = ""
    customDump(actions, to: &dump)
    return """
      Must handle \(actions.count) received \
      action\(actions.count == 1 ? "" : "s") before sending an action.

      Unhandled actions: \(dump)
      """
  }

  static func unexpectedActions<Action>(_ actions: [Action]) -> String {
    let list = actions.map { "    " + abbreviatedCaseOutput($0) }.joined(separator: "\n")
    return """
      The store received \(actions.count) unexpected \
      action\(actions.count == 1 ? "" : "s").

        Unhandled actions:
      \(list)

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """
  }

  static func expectedAction<Action>(_ action: Action) -> String {
    var dump = ""
    customDump(action, to: &dump, indent: 2)
    return "Expected to receive the following action, but didn't:\n\n\(dump)"
  }

  /// The action received instead of the expected one, as a diff against it.
  static func unexpectedAction<Action>(expected: Action, received: Action) -> String {
    diff(expected, received, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
      ?? """
      Expected:
      \(String(describing: expected).indent(by: 2))

      Received:
      \(String(describing: received).indent(by: 2))
      """
  }

  /// The action received instead of one the test described by a predicate or case path.
  static func receivedAction<Action>(_ action: Action) -> String {
    var dump = ""
    customDump(action, to: &dump, indent: 2)
    return dump
  }

  /// "Received unexpected action:" and the action, described by the kind of `receive`.
  static func receivedUnexpectedAction(_ description: String) -> String {
    "Received unexpected action:\n\n\(description)"
  }

  /// The action received instead of a case path's case with a value: a diff when the case is
  /// right and the value is not.
  static func receivedAction<Action, Value>(
    _ action: Action, expectedCase: AnyCasePath<Action, Value>, value: Value
  ) -> String {
    guard expectedCase.extract(from: action) != nil,
      let difference = diff(expectedCase.embed(value), action, format: .proportional)
    else { return receivedAction(action) }
    return "\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)"
  }

  static func skippedReceivedActions<Action>(_ actions: [Action], dumpingOne: Bool) -> String {
    var dump = ""
    if dumpingOne, actions.count == 1 {
      customDump(actions[0], to: &dump)
    } else {
      customDump(actions, to: &dump)
    }
    return """
      \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

      \(dump)
      """
  }

  static func skippedInFlightEffects<Action>(originatingFrom actions: [Action]) -> String {
    var dump = ""
    if actions.count == 1 {
      customDump(actions[0], to: &dump)
    } else {
      customDump(actions, to: &dump)
    }
    return """
      \(actions.count) in-flight effect\(actions.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(dump)
      """
  }

  /// Not TCA's: TCA's store loops forever where the playground's stops.
  static func runawayLoop<Action>(_ action: Action, count: Int) -> String {
    """
    One "send" reduced \(count) actions without returning, and the store stopped it: an action \
    that leads back to itself, such as a delegate action re-forwarded to itself, loops forever \
    (in TCA the test would hang here).

      Last action reduced:
        \(debugCaseOutput(action))
    """
  }

  static func skippedAssertions(_ message: String) -> String {
    "Skipped assertions.\n\n\(message)"
  }

  static func threwError(_ error: any Error) -> String {
    "Threw error: \(error)"
  }

  /// "Expected to receive an action, but received none after 1.0 seconds." and why: effects
  /// are still in flight, or none is left that could deliver the action.
  static func receivedNone(
    after duration: Duration, isExhaustive: Bool, isDefaultTimeout: Bool, hasEffectsInFlight: Bool
  ) -> String {
    let suggestion =
      hasEffectsInFlight
      ? """
        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you \
        wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using \
        an immediate clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
        \(timeoutAdvice(isDefaultTimeout)).
        """
      : """
        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """
    return """
      Expected to receive \(isExhaustive ? "an action" : "a matching action"), but \
      received none\(duration > .zero ? " after \(duration)" : "").

      \(suggestion)
      """
  }

  /// "Expected effects to finish, but there are still effects in-flight after 1.0 seconds."
  static func effectsStillInFlight(after duration: Duration, isDefaultTimeout: Bool) -> String {
    """
    Expected effects to finish, but there are still effects in-flight\
    \(duration > .zero ? " after \(duration)" : "").

    There are effects in-flight. If the effect that delivers this action uses a \
    clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
    enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using \
    an immediate clock/scheduler to immediately perform the effect instead.

    If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
    \(timeoutAdvice(isDefaultTimeout)).
    """
  }

  /// "Expected task to finish, but it is still in-flight after 1.0 seconds."
  static func taskStillInFlight(after duration: Duration, isDefaultTimeout: Bool) -> String {
    """
    Expected task to finish, but it is still in-flight\
    \(duration > .zero ? " after \(duration)" : "").

    If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
    "timer(interval:)", etc.), make sure that you wait enough time for it to \
    perform its work. If you are using a test clock/scheduler, advance the scheduler so that \
    the effects may complete, or consider using an immediate clock/scheduler to immediately \
    perform the effect instead.

    If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
    \(timeoutAdvice(isDefaultTimeout)).
    """
  }

  private static func timeoutAdvice(_ isDefaultTimeout: Bool) -> String {
    isDefaultTimeout
      ? #"configure this assertion with an explicit "timeout""#
      : #"try increasing the duration of this assertion's "timeout""#
  }
}
