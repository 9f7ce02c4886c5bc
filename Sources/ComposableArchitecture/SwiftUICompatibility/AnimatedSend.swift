// The `animation:` and `transaction:` spellings of sending and dismissing that TCA's reducers,
// views and tests use. A shell has nothing to animate, so each does exactly what the spelling
// without the animation does.

extension Store {
  /// ``send(_:)``; the animation has no effect in the playground.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    send(action)
  }

  /// ``send(_:)``; the transaction has no effect in the playground.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    send(action)
  }
}

extension Send {
  /// Sends an action as ``callAsFunction(_:)`` does; the animation has no effect in the
  /// playground: `await send(.setColor(color), animation: .linear)`.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    callAsFunction(action)
  }

  /// Sends an action as ``callAsFunction(_:)`` does; the transaction has no effect in the
  /// playground.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    callAsFunction(action)
  }
}

extension ViewActionSending {
  /// ``send(_:)``; the animation has no effect in the playground.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    send(action)
  }

  /// ``send(_:)``; the transaction has no effect in the playground.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    send(action)
  }
}

extension ButtonStateAction {
  /// ``send(_:)``: a button that sends `action`; the animation has no effect in the playground,
  /// and is not part of the button's value.
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    send(action)
  }
}

extension DismissEffect {
  /// Dismisses as ``callAsFunction(fileID:filePath:line:column:)`` does; the animation has no
  /// effect in the playground.
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
