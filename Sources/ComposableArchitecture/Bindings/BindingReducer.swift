/// Applies binding actions to state: put it in the body of a feature whose action is a
/// ``BindableAction``, usually first, so the other reducers see the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding:
///       return .none
///     …
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?

  /// Applies the binding actions of the feature's own action.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the binding actions nested in another action, such as a view action:
  /// `BindingReducer(action: \.view)`.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toViewAction = { $0[case: toViewAction] }
  }

  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?.binding?.apply(to: &state)
    return .none
  }
}
