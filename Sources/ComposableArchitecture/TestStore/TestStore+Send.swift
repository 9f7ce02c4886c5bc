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
    guard !isDismissed else {
      location.reportIssue(TestStoreMessages.dismissedStore)
      return TestStoreTask(rawValue: nil, timeout: timeout)
    }
    if !reducer.receivedActions.isEmpty {
      reportIssueHelper(
        TestStoreMessages.mustHandleReceivedActions(reducer.receivedActions.map(\.action)),
        at: location
      )
    }
    switch exhaustivity {
    case .on:
      break
    case .off(showSkippedAssertions: true):
      await skipReceivedActions(strict: false, fileID: fileID, file: filePath, line: line, column: column)
    case .off(showSkippedAssertions: false):
      reducer.receivedActions = []
    }

    let expectedState = state
    let stackElementIDs = store.dependencies.stackElementID.incrementingCopy()
    let task = store.send(reducer.sent(action, at: location))
    await Task.yield()
    // Inside the closure `store.state` is the state before the action, as in TCA.
    let currentState = reducer.state
    reducer.state = expectedState
    do {
      try expectState(
        expected: expectedState,
        actual: currentState,
        modify: updateStateToExpectedResult,
        stackElementIDs: stackElementIDs,
        at: location
      )
    } catch {
      location.reportIssue(TestStoreMessages.threwError(error))
    }
    reducer.state = currentState
    // Gives effects time to start, so a test need not wait for them by hand.
    await Task.megaYield(count: 20)
    return TestStoreTask(rawValue: task.rawValue, timeout: timeout)
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
