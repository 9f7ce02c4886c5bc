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
    await skipReceivedActions(
      strict: strict,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
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

  func skipReceivedActions(strict: Bool, at location: SourceLocation) async {
    // Actions on their way back from effects that just ran are skipped too.
    await Task.megaYield()
    guard let (skipped, stateAfter) = reducer.receivedActions.dropAll() else {
      if strict { location.reportIssue(TestStoreMessages.noReceivedActionsToSkip) }
      return
    }
    reportSkipped(TestStoreMessages.skippedReceivedActions(skipped, dumpingOne: true), at: location)
    reducer.state = stateAfter
  }

  func skipInFlightEffects(strict: Bool, at location: SourceLocation) {
    let origins = inFlightEffects
    guard !origins.isEmpty else {
      if strict { location.reportIssue(TestStoreMessages.noInFlightEffectsToSkip) }
      return
    }
    reportSkipped(
      TestStoreMessages.skippedInFlightEffects(originatingFrom: origins.map(\.action)), at: location
    )
    skipEffects(of: origins)
  }

  /// A skip is never a failure: an exhaustive store shows it as a skipped assertion, a
  /// non-exhaustive one as its exhaustivity asks.
  private func reportSkipped(_ message: String, at location: SourceLocation) {
    reportIssueHelper(
      message,
      overrideExhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      at: location
    )
  }
}
