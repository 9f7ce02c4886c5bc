import Dependencies
import IssueReporting

extension TestStore {
  /// Asserts the state as it is now, e.g. after another feature changed shared state, or at the
  /// end of a test, as in TCA:
  ///
  /// ```swift
  /// store.assert {
  ///   $0.$stats.withLock { $0.count = 1 }
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
      try expectState(
        expected: state,
        actual: reducer.state,
        modify: updateStateToExpectedResult,
        skipUnnecessaryModifyFailure: true,
        at: location
      )
    } catch {
      location.reportIssue(TestStoreMessages.threwError(error))
    }
  }

  /// Checks one step's state: `expected` is the state before the step, `actual` the state the
  /// feature reached, `modify` the test's closure.
  ///
  /// - Exhaustive: the closure, run on the state before, must produce the actual state.
  /// - Non-exhaustive: the closure gets the actual state and must leave it as it is: what the
  ///   test asserts holds, whatever it leaves out. With skipped assertions shown, the closure
  ///   then runs once more on the state before, and what it did not cover is reported as an
  ///   expected issue.
  ///
  /// All of it runs while the store's shared change tracker compares: `@Shared` values in the
  /// expected state read as they were before the step, and `withLock` on them states the change.
  ///
  /// - Parameters:
  ///   - preamble: A heading that replaces the usual one, as the end-of-test shared-state check
  ///     gives.
  ///   - skipUnnecessaryModifyFailure: Accept a closure that changes nothing.
  ///   - stackElementIDs: The ids the reducer gave new stack elements for this action, for the
  ///     closure to give the same; the store's own generator when `nil`.
  func expectState(
    expected before: State,
    actual: State,
    modify: ((inout State) throws -> Void)? = nil,
    preamble: String = "",
    postamble: String = "",
    skipUnnecessaryModifyFailure: Bool = false,
    stackElementIDs: StackElementIDGenerator? = nil,
    at location: SourceLocation
  ) throws {
    let tracker = reducer.sharedChanges
    let change = ExpectedChange(
      closure: modify,
      dependencies: store.dependencies,
      stackElementIDs: stackElementIDs ?? store.dependencies.stackElementID,
      isExhaustive: exhaustivity == .on
    )
    try tracker.compare {
      defer { tracker.reset() }
      // A closure may assert only a shared value's change, which the tracker checks apart, so
      // it is not "no change" when a shared value changed.
      let closureMayChangeNothing = skipUnnecessaryModifyFailure || tracker.hasChanges
      let heading =
        !preamble.isEmpty
        ? preamble
        : change.isEmpty
          ? "State was not expected to change, but a change occurred"
          : "A state change does not match expectation"
      @MainActor
      func verify(_ expected: State, reportingAs exhaustivity: Exhaustivity? = nil) {
        if expected != actual {
          reportIssueHelper(
            TestStoreMessages.stateMismatch(
              heading: heading, expected: expected, actual: actual, postamble: postamble
            ),
            overrideExhaustivity: exhaustivity,
            at: location
          )
        } else if !closureMayChangeNothing, !change.isEmpty, expected == before {
          reportIssueHelper(TestStoreMessages.noStateChange, at: location)
        }
      }

      guard case let .off(showSkippedAssertions) = exhaustivity else {
        verify(try change.applied(to: before))
        return
      }
      tracker.reset()
      let asserted = try change.applied(to: actual)
      guard asserted == actual else {
        // What the test did assert must hold, whatever the exhaustivity.
        verify(asserted, reportingAs: .on)
        return
      }
      guard showSkippedAssertions else { return }
      verify(skippedAssertionsRun(of: change, on: before, at: location))
    }
  }

  /// The closure run on the state before the step, to show what a non-exhaustive test left
  /// out: anything it reports is an expected issue.
  private func skippedAssertionsRun(
    of change: ExpectedChange<State>, on before: State, at location: SourceLocation
  ) -> State {
    var result = before
    withExpectedIssue(isIntermittent: true) {
      do {
        try change.apply(to: &result)
      } catch {
        location.reportIssue(TestStoreMessages.skippedAssertions(TestStoreMessages.threwError(error)))
      }
    }
    return result
  }
}
