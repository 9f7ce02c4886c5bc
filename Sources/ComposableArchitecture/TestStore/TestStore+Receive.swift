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
      ReceiveExpectation(
        matches: { expectedAction == $0 },
        notReceived: TestStoreMessages.expectedAction(expectedAction),
        describeOther: { TestStoreMessages.unexpectedAction(expected: expectedAction, received: $0) }
      ),
      timeout: duration,
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
    // The expectation does not outlive this call, so the predicate need not escape.
    await withoutActuallyEscaping(isMatching) { isMatching in
      await receive(
        ReceiveExpectation(
          matches: isMatching,
          notReceived: TestStoreMessages.noMatchingPredicate,
          describeOther: TestStoreMessages.receivedAction
        ),
        timeout: duration,
        assert: updateStateToExpectedResult,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
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
      ReceiveExpectation(
        matches: { actionCase.extract(from: $0) != nil },
        notReceived: TestStoreMessages.noMatchingCasePath,
        describeOther: TestStoreMessages.receivedAction
      ),
      timeout: duration,
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
      ReceiveExpectation(
        matches: { actionCase.extract(from: $0) == value },
        endsWait: { actionCase.extract(from: $0) != nil },
        notReceived: TestStoreMessages.noMatchingCasePath,
        describeOther: { TestStoreMessages.receivedAction($0, expectedCase: actionCase, value: value) }
      ),
      timeout: duration,
      assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Takes the received action `expectation` describes and checks the state it led to,
  /// waiting for it first when effects are still running.
  private func receive(
    _ expectation: ReceiveExpectation<Action>,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    let effectsWereRunning = !inFlightEffects.isEmpty
    if effectsWereRunning {
      await waitForReceivedAction(expectation, timeout: duration ?? timeout, at: location)
    }
    if let (action, stateAfter) = takeReceivedAction(expectation, at: location) {
      if expectation.matches(action) {
        do {
          try expectState(
            expected: state, actual: stateAfter, modify: updateStateToExpectedResult, at: location
          )
        } catch {
          location.reportIssue(TestStoreMessages.threwError(error))
        }
      } else {
        reportIssueHelper(
          TestStoreMessages.receivedUnexpectedAction(expectation.describeOther(action)), at: location
        )
      }
      reducer.state = stateAfter
    }
    if effectsWereRunning {
      await Task.megaYield()
    }
  }

  /// The received action a `receive` asserts: the oldest, or, when the store is not
  /// exhaustive, the oldest that matches, the ones before it skipped. Reports the failure and
  /// gives `nil` when there is none to take.
  private func takeReceivedAction(
    _ expectation: ReceiveExpectation<Action>, at location: SourceLocation
  ) -> (action: Action, state: State)? {
    if exhaustivity != .on {
      guard reducer.receivedActions.contains(where: expectation.matches) else {
        location.reportIssue(expectation.notReceived())
        return nil
      }
      if let (skipped, stateAfter) = reducer.receivedActions.dropUntil(expectation.matches) {
        reportIssueHelper(
          TestStoreMessages.skippedReceivedActions(skipped, dumpingOne: false), at: location
        )
        reducer.state = stateAfter
      }
    }
    guard let received = reducer.receivedActions.takeFirst() else {
      location.reportIssue(expectation.notReceived())
      return nil
    }
    return received
  }

  /// Lets effects run until an action to take has arrived (any action when exhaustive, one
  /// that ends the wait when not), for up to `duration` of real time, and reports TCA's
  /// timeout otherwise. The wait lasts its whole time even once no effect is in flight, as in
  /// TCA: an effect that escaped its `send` may still deliver; the message then asks whether
  /// it was cancelled.
  private func waitForReceivedAction(
    _ expectation: ReceiveExpectation<Action>, timeout duration: Duration, at location: SourceLocation
  ) async {
    let arrived = await RealTimeWait.until(
      {
        exhaustivity == .on
          ? !reducer.receivedActions.isEmpty
          : reducer.receivedActions.contains(where: expectation.endsWait)
      },
      for: duration
    )
    guard !arrived, !Task.isCancelled else { return }
    location.reportIssue(
      TestStoreMessages.receivedNone(
        after: duration,
        isExhaustive: exhaustivity == .on,
        isDefaultTimeout: duration == timeout,
        hasEffectsInFlight: !inFlightEffects.isEmpty
      )
    )
  }
}

/// What a `receive` looks for, and what it says when it does not find it: one per form of
/// `receive` (an action, a predicate, a case, a case and its value).
struct ReceiveExpectation<Action> {
  /// Whether a received action is the one asserted.
  let matches: (Action) -> Bool
  /// Whether a received action ends a non-exhaustive store's wait: a case with another value
  /// does, to be reported as unexpected rather than waited past.
  let endsWait: (Action) -> Bool
  /// The failure when no action to take arrived.
  let notReceived: () -> String
  /// How a received action that does not match is described.
  let describeOther: (Action) -> String

  init(
    matches: @escaping (Action) -> Bool,
    endsWait: ((Action) -> Bool)? = nil,
    notReceived: @autoclosure @escaping () -> String,
    describeOther: @escaping (Action) -> String
  ) {
    self.matches = matches
    self.endsWait = endsWait ?? matches
    self.notReceived = notReceived
    self.describeOther = describeOther
  }
}
