/// Where a scoped store's state comes from and where its actions go: its parent store.
struct StoreScope<State, Action> {
  let state: @MainActor () -> State
  let send: @MainActor (Action) -> StoreTask
}

extension Store {
  /// A store for a child feature: its state is the parent's state at `state`, read afresh on
  /// every access, and each action sent to it is embedded with `action` and sent to the parent,
  /// whose reducer runs it.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) { AppFeature() }
  /// let loginStore = store.scope(\.login, action: \.login)
  /// loginStore.send(.loginButtonTapped)   // the parent receives .login(.loginButtonTapped)
  /// ```
  ///
  /// As in TCA, the child store holds on to its parent, and the parent runs the effects; the
  /// child's ``runningEffects`` is empty, and its ``onEvent`` is never called.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scoped { $0[keyPath: state] } action: { AnyCasePath(action).embed($0) }
  }

  /// ``scope(_:action:)``, in the spelling TCA 1.x still accepts.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state, action: action)
  }

  /// A store for an optional child feature, or `nil` while its state is `nil`, as a view uses
  /// for a sheet: `store.scope(state: \.child, action: \.child.presented)`.
  ///
  /// Once the child state becomes `nil`, the child store keeps reading its last value, as in
  /// TCA, so a view that is going away never sees its state vanish.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard var lastState = self.state[keyPath: state] else { return nil }
    return scoped { parentState in
      if let childState = parentState[keyPath: state] { lastState = childState }
      return lastState
    } action: {
      AnyCasePath(action).embed($0)
    }
  }

  /// A store for a child feature, from a function to its state and one that embeds its
  /// actions: the spelling before key paths, which TCA still accepts (and deprecates).
  ///
  /// ```swift
  /// let loginStore = store.scope(state: { $0.login }, action: { .login($0) })
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    scoped(state: toChildState, action: fromChildAction)
  }

  private func scoped<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      parentScope: StoreScope(
        state: { toChildState(self.state) },
        send: { self.send(fromChildAction($0)) }
      ),
      dependencies: dependencies
    )
  }
}
