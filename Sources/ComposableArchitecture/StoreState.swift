extension Store where State: ObservableState {
  /// Reads the state by its properties, as a view does with TCA's observable store:
  /// `store.count` is `store.state.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}

extension Store {
  /// Hands the current state to `body` and returns what it returns: the way to read the state
  /// of a store whose state is not `@ObservableState` (TCA deprecates it for one that is).
  ///
  /// ```swift
  /// let count = store.withState(\.count)
  /// ```
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(state)
  }
}
