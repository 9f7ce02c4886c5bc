import CasePaths
import ConcurrencyExtras

extension TestStore where Action: Equatable {
  /// Asserts that an effect sent this action back, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(.timerTicked) {
  ///   $0.secondsElapsed = 1
  /// }
  /// ```
  ///
  /// If the action has not arrived yet and effects are in flight, waits for it for up to
  /// `duration` of real time (the store's ``TestStore/timeout`` by default).
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { expectedAction == $0 },
      timeout: duration,
      failureMessage: TestStoreMessages.expectedAction(expectedAction),
      unexpectedActionDescription: {
        TestStoreMessages.unexpectedAction(expected: expectedAction, received: $0)
      },
      assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// TCA's guidance, at compile time, for receiving an action that is not `Equatable`.
  @available(
    *,
    unavailable,
    message:
      "Provide a key path to the case you expect to receive (like 'store.receive(\\.tap)'), or conform 'Action' to 'Equatable' to assert against it directly."
  )
  public func receive(
    _ expectedAction: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    fatalError("unavailable")
  }

  /// Asserts that an effect sent back an action the predicate accepts.
  ///
  /// ```swift
  /// await store.receive({ $0 == .timerTicked })
  /// ```
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: isMatching,
      timeout: duration,
      failureMessage: TestStoreMessages.noMatchingPredicate,
      unexpectedActionDescription: TestStoreMessages.receivedAction,
      assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent back an action of this case, whatever its value.
  ///
  /// ```swift
  /// await store.receive(\.factResponse.success) {
  ///   $0.currentFact = "0 is a good number Brent"
  /// }
  /// ```
  @_disfavoredOverload
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      AnyCasePath(actionCase), timeout: duration, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// ``receive(_:timeout:assert:fileID:file:line:column:)-(CaseKeyPath<Action,Value>,_,_,_,_,_,_)``
  /// for a case path built at run time, as the playground's shell builds one from what the
  /// learner typed.
  @_spi(Playground)
  public func receive<Value>(
    _ actionCase: AnyCasePath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { actionCase.extract(from: $0) != nil },
      timeout: duration,
      failureMessage: TestStoreMessages.noMatchingCasePath,
      unexpectedActionDescription: TestStoreMessages.receivedAction,
      assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect sent back this case with this value.
  ///
  /// ```swift
  /// await store.receive(\.response, 42) {
  ///   $0.count = 42
  /// }
  /// ```
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receive(
      AnyCasePath(actionCase), value, timeout: duration, assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// The case path and value form, for a case path built at run time: see
  /// ``receive(_:timeout:assert:fileID:file:line:column:)-(AnyCasePath<Action,Value>,_,_,_,_,_,_)``.
  @_spi(Playground)
  public func receive<Value: Equatable>(
    _ actionCase: AnyCasePath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: { actionCase.extract(from: $0) == value },
      waitingFor: { actionCase.extract(from: $0) != nil },
      timeout: duration,
      failureMessage: TestStoreMessages.noMatchingCasePath,
      unexpectedActionDescription: {
        TestStoreMessages.receivedAction($0, expectedCase: actionCase, value: value)
      },
      assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Waits for a received action if effects are in flight, then takes the oldest and asserts it.
  ///
  /// - Parameter waitingFor: Which action ends the wait when the store is not exhaustive; the
  ///   matching one by default.
  private func receive(
    matching predicate: (Action) -> Bool,
    waitingFor: ((Action) -> Bool)? = nil,
    timeout duration: Duration?,
    failureMessage: @autoclosure () -> String,
    unexpectedActionDescription: (Action) -> String,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    let waited = !inFlightEffects.isEmpty
    if waited {
      if let waitingFor {
        await waitForReceivedAction(matching: waitingFor, timeout: duration, at: location)
      } else {
        await waitForReceivedAction(matching: predicate, timeout: duration, at: location)
      }
    }
    takeReceivedAction(
      matching: predicate,
      failureMessage: failureMessage(),
      unexpectedActionDescription: unexpectedActionDescription,
      assert: updateStateToExpectedResult,
      at: location
    )
    if waited {
      await Task.megaYield()
    }
  }

  /// Takes the oldest received action (when not exhaustive, the oldest matching one, skipping
  /// those before it) and asserts it and the state it led to.
  private func takeReceivedAction(
    matching predicate: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    unexpectedActionDescription: (Action) -> String,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    guard !reducer.receivedActions.isEmpty else {
      location.reportIssue(failureMessage())
      return
    }
    if exhaustivity != .on {
      guard reducer.receivedActions.contains(where: { predicate($0.action) }) else {
        location.reportIssue(failureMessage())
        return
      }
      var skipped: [Action] = []
      while let received = reducer.receivedActions.first, !predicate(received.action) {
        reducer.receivedActions.removeFirst()
        skipped.append(received.action)
        reducer.state = received.state
      }
      if !skipped.isEmpty {
        reportIssueHelper(
          TestStoreMessages.skippedReceivedActions(skipped, dumpingOne: false), at: location
        )
      }
    }

    let (receivedAction, receivedState) = reducer.receivedActions.removeFirst()
    if !predicate(receivedAction) {
      reportIssueHelper(
        TestStoreMessages.receivedUnexpectedAction(unexpectedActionDescription(receivedAction)),
        at: location
      )
    } else {
      do {
        try expectState(
          expected: state,
          actual: receivedState,
          modify: updateStateToExpectedResult,
          at: location
        )
      } catch {
        location.reportIssue(TestStoreMessages.threwError(error))
      }
    }
    reducer.state = receivedState
  }

  /// Lets effects run until an action arrives (exhaustive) or a matching one does (not
  /// exhaustive), for up to `duration` of real time, and then reports TCA's timeout. As in TCA
  /// it waits out the timeout even once no effect is left in flight, since an effect that
  /// escaped its `send` may still deliver; the message then asks whether it was cancelled.
  private func waitForReceivedAction(
    matching predicate: (Action) -> Bool,
    timeout duration: Duration?,
    at location: SourceLocation
  ) async {
    let duration = duration ?? timeout
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: duration)
    await Task.megaYield()
    while !Task.isCancelled {
      switch exhaustivity {
      case .on:
        guard reducer.receivedActions.isEmpty else { return }
      case .off:
        guard !reducer.receivedActions.contains(where: { predicate($0.action) }) else { return }
      }
      guard clock.now < deadline else {
        location.reportIssue(
          TestStoreMessages.receivedNone(
            after: duration,
            isExhaustive: exhaustivity == .on,
            isDefaultTimeout: duration == timeout,
            hasEffectsInFlight: !inFlightEffects.isEmpty
          )
        )
        return
      }
      await Self.idle()
    }
  }
}
