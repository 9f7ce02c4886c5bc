@_spi(Internals) import CasePaths
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

  /// Compares the state the test expects with the actual one, as TCA's test store does.
  ///
  /// Exhaustive: `modify` gets the state before the action and must turn it into the actual
  /// state. Non-exhaustive: `modify` gets the actual state and must leave it as it is; when
  /// skipped assertions are shown it is run again on the state before, to show what it left out.
  ///
  /// Everything runs while the store's shared change tracker compares: `Shared` values in the
  /// expected state read as they were before the changes, and `withLock` on them states how they
  /// changed.
  ///
  /// - Parameter stackElementIDs: Makes the ids `modify` gives new stack elements: those the
  ///   reducer made for the action, when given.
  func expectState(
    expected: State,
    actual: State,
    modify: ((inout State) throws -> Void)? = nil,
    preamble: String = "",
    postamble: String = "",
    skipUnnecessaryModifyFailure: Bool = false,
    stackElementIDs: StackElementIDGenerator? = nil,
    at location: SourceLocation
  ) throws {
    let tracker = reducer.sharedChanges
    try tracker.compare {
      defer { tracker.reset() }
      let skipUnnecessaryModifyFailure = skipUnnecessaryModifyFailure || tracker.hasChanges
      if exhaustivity != .on {
        tracker.reset()
      }
      let before = expected
      let dependencies = store.dependencies
      let ids = (stackElementIDs ?? dependencies.stackElementID)
      let isExhaustive = exhaustivity == .on
      func apply(_ state: inout State) throws {
        guard let modify else { return }
        try Dependencies.withDependencies {
          $0 = dependencies
          $0.stackElementID = ids.incrementingCopy()
        } operation: {
          try StackStateAssertion.$isAsserting.withValue(true) {
            // As in TCA: a helper such as `XCTModify` that fails when it changes nothing does
            // not, when the store is not exhaustive and the closure gets the state after.
            try XCTModifyLocals.$isExhaustive.withValue(isExhaustive) {
              try modify(&state)
            }
          }
        }
      }

      @MainActor
      func fail(expected: State, exhaustivity: Exhaustivity? = nil) {
        let heading =
          !preamble.isEmpty
          ? preamble
          : modify != nil
            ? "A state change does not match expectation"
            : "State was not expected to change, but a change occurred"
        reportIssueHelper(
          TestStoreMessages.stateMismatch(
            heading: heading, expected: expected, actual: actual, postamble: postamble
          ),
          overrideExhaustivity: exhaustivity,
          at: location
        )
      }

      @MainActor
      func checkClosureChangedSomething(_ expected: State) {
        guard !skipUnnecessaryModifyFailure, modify != nil, expected == before else { return }
        reportIssueHelper(TestStoreMessages.noStateChange, at: location)
      }

      switch exhaustivity {
      case .on:
        var expected = before
        try apply(&expected)
        if expected != actual {
          fail(expected: expected)
        } else {
          checkClosureChangedSomething(expected)
        }

      case let .off(showSkippedAssertions):
        var expected = actual
        try apply(&expected)
        if expected != actual {
          // What the test did assert must hold, whatever the exhaustivity.
          fail(expected: expected, exhaustivity: .on)
        } else if showSkippedAssertions {
          // What the test left out, even without a closure, shows as "Skipped assertions.".
          var expectedFromBefore = before
          withExpectedIssue(isIntermittent: true) {
            do {
              try apply(&expectedFromBefore)
            } catch {
              location.reportIssue(
                TestStoreMessages.skippedAssertions(TestStoreMessages.threwError(error))
              )
            }
          }
          if expectedFromBefore != actual {
            fail(expected: expectedFromBefore)
          } else {
            checkClosureChangedSomething(expectedFromBefore)
          }
        } else {
          checkClosureChangedSomething(expected)
        }
      }
    }
  }
}
