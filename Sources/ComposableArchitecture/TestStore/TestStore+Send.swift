import CasePaths
import ConcurrencyExtras

extension TestStore {
  /// Sends an action and asserts how it changes the state.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// The closure gets the state before the action (after it, when ``exhaustivity`` is off) and
  /// must make it the state after; leave it off when the state does not change.
  ///
  /// - Returns: The effects the action started, to cancel or wait for.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if isDismissed {
      location.reportIssue(TestStoreMessages.dismissedStore)
      return TestStoreTask(rawValue: nil, timeout: timeout)
    }
    await settleReceivedActions(beforeSendingAt: location)
    let step = await reduce(action, at: location)
    // The closure sees `store.state` as the state before the action, as in TCA; the test's
    // view moves on to the actual state afterwards, whatever the assertion found.
    do {
      try expectState(
        expected: step.before,
        actual: step.after,
        modify: updateStateToExpectedResult,
        stackElementIDs: step.stackElementIDs,
        at: location
      )
    } catch {
      location.reportIssue(TestStoreMessages.threwError(error))
    }
    reducer.state = step.after
    // Gives effects time to start, so a test need not wait for them by hand.
    await Task.megaYield(count: 20)
    return TestStoreTask(rawValue: step.effects.rawValue, timeout: timeout)
  }

  /// What a `send` does with actions effects sent back that the test has not received: an
  /// exhaustive store reports them and keeps them for `receive`; a non-exhaustive one lets them
  /// go, as skipped assertions when it shows those.
  private func settleReceivedActions(beforeSendingAt location: SourceLocation) async {
    guard !reducer.receivedActions.isEmpty else { return }
    reportIssueHelper(
      TestStoreMessages.mustHandleReceivedActions(reducer.receivedActions.actions), at: location
    )
    switch exhaustivity {
    case .on:
      return
    case .off(showSkippedAssertions: true):
      await skipReceivedActions(strict: false, at: location)
    case .off(showSkippedAssertions: false):
      _ = reducer.receivedActions.dropAll()
    }
  }

  /// The feature's reaction to one action, before the test judges it.
  private struct Step {
    let before: State
    let after: State
    /// The ids the reducer gave stack elements it pushed, for the test's closure to repeat.
    let stackElementIDs: StackElementIDGenerator
    let effects: StoreTask
  }

  /// Reduces `action` in the store, leaving the test's view of the state where it was. The
  /// effects it started get one turn first, so a change one makes to shared state at once
  /// belongs to this step.
  private func reduce(_ action: Action, at location: SourceLocation) async -> Step {
    let before = state
    let stackElementIDs = store.dependencies.stackElementID.incrementingCopy()
    let effects = store.send(reducer.sent(action, at: location))
    await Task.yield()
    let after = reducer.state
    reducer.state = before
    return Step(before: before, after: after, stackElementIDs: stackElementIDs, effects: effects)
  }

  /// Sends the action of a case with no associated value: `await store.send(\.onAppear)`.
  @_disfavoredOverload
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Sends the action of a case with a value: `await store.send(\.binding.text, "Blob")`.
  @_disfavoredOverload
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}
