import ConcurrencyExtras

extension TestStore {
  /// Clears the queue of received actions without asserting them, reporting what was skipped
  /// as an expected issue ("Skipped assertions.") when the store is exhaustive, as TCA does.
  ///
  /// - Parameter strict: Report an issue when there is nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if strict && reducer.receivedActions.isEmpty {
      location.reportIssue(TestStoreMessages.noReceivedActionsToSkip)
      return
    }
    guard let last = reducer.receivedActions.last else { return }
    reportIssueHelper(
      TestStoreMessages.skippedReceivedActions(reducer.receivedActions.map(\.action), dumpingOne: true),
      overrideExhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      at: location
    )
    reducer.state = last.state
    reducer.receivedActions = []
  }

  /// Stops requiring the effects in flight to finish before the end of the test. They keep
  /// running, and what they send back is received as usual.
  ///
  /// - Parameter strict: Report an issue when there is nothing to skip.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    skipInFlightEffects(
      strict: strict,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  func skipInFlightEffects(strict: Bool, at location: SourceLocation) {
    let inFlight = inFlightEffects
    if strict && inFlight.isEmpty {
      location.reportIssue(TestStoreMessages.noInFlightEffectsToSkip)
      return
    }
    guard !inFlight.isEmpty else { return }
    reportIssueHelper(
      TestStoreMessages.skippedInFlightEffects(originatingFrom: inFlight.map(\.action)),
      overrideExhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      at: location
    )
    skipEffects(of: inFlight)
  }
}
