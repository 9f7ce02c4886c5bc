import CustomDump

/// What a ``TestStore`` says when a test fails.
///
/// Each message opens with TCA's one-line headline, so that searching for it finds TCA's
/// documentation and forums; the lines under it are the playground's own: what went wrong in
/// the feature under test, and what to change.
enum TestStoreMessages {
  static let dismissedStore = """
    Can't send action to dismissed test store.

    The feature dismissed itself with "@Dependency(\\.dismiss)" in an earlier step, so it takes \
    no more actions. End the test there, or test the dismissal from the parent that presents it.
    """

  static let noStateChange = """
    Expected state to change, but no change occurred.

    The closure left the state exactly as it was before the action. Drop the closure when the \
    action changes nothing, or set the fields the action really changes.
    """

  static let unassertedSharedState = "Test store finished before asserting against changes to shared state"

  static let assertSharedState = """
    A "@Shared" value changed after the last step that asserted it. Describe the change in \
    "store.assert { … }" before the test ends.
    """

  static let noMatchingPredicate = """
    Expected to receive an action matching predicate, but didn't get one.

    No action the effects sent back satisfies the predicate given to "receive".
    """

  static let noMatchingCasePath = """
    Expected to receive an action matching case path, but didn't get one.

    No action the effects sent back is of the case given to "receive".
    """

  static let noReceivedActionsToSkip = """
    There were no received actions to skip.

    Every action the effects sent back has been received already; remove this call, or pass \
    "strict: false" when there may be none.
    """

  static let noInFlightEffectsToSkip = """
    There were no in-flight effects to skip.

    Every effect has finished already; remove this call, or pass "strict: false" when there \
    may be none.
    """

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    An exhaustive test owns every effect it starts. Ways to end this one:
    • advance the test clock past the effect's last sleep, or "await store.finish()" for \
    effects that only need a moment;
    • send the action that cancels it ("Effect.cancel(id:)"), as the feature does when the \
    user leaves;
    • cancel the task "send" returned: "await task.cancel()";
    • or let it run: "await store.skipInFlightEffects()", or "store.exhaustivity = .off".
    """

  /// "A state change does not match expectation." and its kin: a heading, the proportional
  /// diff of the expected state (−) against the actual one (+), and an optional postamble.
  static func stateMismatch<State>(
    heading: String, expected: State, actual: State, postamble: String = ""
  ) -> String {
    let body = Self.comparison(expected, actual, actualLabel: "Actual", indent: 4)
    return "\(heading).\n\n\(body)\(postamble.isEmpty ? "" : "\n\n\(postamble)")"
  }

  static func mustHandleReceivedActions<Action>(_ actions: [Action]) -> String {
    """
    Must handle \(Self.count(actions.count, "received action")) before sending an action.

    Unhandled actions: \(String(customDumping: actions))

    Receive them first ("await store.receive(…)"), or skip them with \
    "await store.skipReceivedActions()".
    """
  }

  static func unexpectedActions<Action>(_ actions: [Action]) -> String {
    let list = actions.map { "    " + abbreviatedCaseOutput($0) }.joined(separator: "\n")
    return """
      The store received \(Self.count(actions.count, "unexpected action")).

        Unhandled actions:
      \(list)

      Effects sent these back after the last assertion, and the test ended without looking at \
      them. Assert each with "await store.receive(…)", drop them with \
      "await store.skipReceivedActions()", or make the test non-exhaustive with \
      "store.exhaustivity = .off".
      """
  }

  static func expectedAction<Action>(_ action: Action) -> String {
    "Expected to receive the following action, but didn't:\n\n\(dumped(action, indent: 2))"
  }

  /// The action received instead of the expected one, as a diff against it.
  static func unexpectedAction<Action>(expected: Action, received: Action) -> String {
    comparison(expected, received, actualLabel: "Received", indent: 4)
  }

  /// The action received instead of one the test described by a predicate or case path.
  static func receivedAction<Action>(_ action: Action) -> String {
    dumped(action, indent: 2)
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
    return "\(difference.prefixingLines(with: "  "))\n\n(Expected: −, Actual: +)"
  }

  static func skippedReceivedActions<Action>(_ actions: [Action], dumpingOne: Bool) -> String {
    let dump = dumpingOne && actions.count == 1 ? String(customDumping: actions[0]) : String(customDumping: actions)
    return "\(Self.count(actions.count, "received action")) \(actions.count == 1 ? "was" : "were") skipped.\n\n\(dump)"
  }

  static func skippedInFlightEffects<Action>(originatingFrom actions: [Action]) -> String {
    let dump = actions.count == 1 ? String(customDumping: actions[0]) : String(customDumping: actions)
    return """
      \(Self.count(actions.count, "in-flight effect")) \(actions.count == 1 ? "was" : "were") \
      cancelled, originating from:

      \(dump)
      """
  }

  /// The playground's own: TCA's store has no guard and would hang the test.
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
    let why =
      hasEffectsInFlight
      ? waitingEffectsAdvice(isDefaultTimeout: isDefaultTimeout)
      : """
        No effect is running that could still send it. Was the effect that sends it cancelled, \
        or did it end before sending?
        """
    return """
      Expected to receive \(isExhaustive ? "an action" : "a matching action"), but \
      received none\(Self.after(duration)).

      \(why)
      """
  }

  /// "Expected effects to finish, but there are still effects in-flight after 1.0 seconds."
  static func effectsStillInFlight(after duration: Duration, isDefaultTimeout: Bool) -> String {
    """
    Expected effects to finish, but there are still effects in-flight\(Self.after(duration)).

    \(waitingEffectsAdvice(isDefaultTimeout: isDefaultTimeout))
    """
  }

  /// "Expected task to finish, but it is still in-flight after 1.0 seconds."
  static func taskStillInFlight(after duration: Duration, isDefaultTimeout: Bool) -> String {
    """
    Expected task to finish, but it is still in-flight\(Self.after(duration)).

    \(waitingEffectsAdvice(isDefaultTimeout: isDefaultTimeout))
    """
  }

  /// What to do when the test waited in real time for effects that were still running.
  private static func waitingEffectsAdvice(isDefaultTimeout: Bool) -> String {
    let timeout =
      isDefaultTimeout
      ? #"pass a longer "timeout:" to this call"#
      : #"make this call's "timeout:" longer"#
    return """
      Effects are still running. The test waits for them in real time, so an effect that sleeps \
      on a clock waits for that clock: with a "TestClock", call "await clock.advance(by: …)" \
      first, far enough for the effect to get there. If the effect does real work that takes \
      a while, \(timeout).
      """
  }

  /// " after 1.0 seconds", or nothing for a wait of zero.
  private static func after(_ duration: Duration) -> String {
    duration > .zero ? " after \(duration)" : ""
  }

  /// "1 received action", "2 received actions".
  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// A proportional custom-dump diff with its legend, or both values in full when custom-dump
  /// sees no difference between two values that are not equal.
  private static func comparison<Value>(
    _ expected: Value, _ actual: Value, actualLabel: String, indent: Int
  ) -> String {
    let margin = String(repeating: " ", count: indent)
    if let difference = diff(expected, actual, format: .proportional) {
      return "\(difference.prefixingLines(with: margin))\n\n(Expected: −, \(actualLabel): +)"
    }
    return """
      Expected:
      \(String(describing: expected).prefixingLines(with: "  "))

      \(actualLabel):
      \(String(describing: actual).prefixingLines(with: "  "))
      """
  }
}
