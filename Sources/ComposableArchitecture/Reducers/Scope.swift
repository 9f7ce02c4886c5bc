/// Embeds a child reducer in a parent domain: it runs the child on the parent's child state
/// whenever the parent receives a child action, and lifts the child's effects to parent
/// actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) {
///     CounterTab()
///   }
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  public typealias State = ParentState
  public typealias Action = ParentAction

  let toChildState: WritableKeyPath<ParentState, Child.State>
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    return child
      .reduce(into: &state[keyPath: toChildState], action: childAction)
      .map(toChildAction.embed)
  }
}
