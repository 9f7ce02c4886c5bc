/// Combines the reducers of a builder into one, so that modifiers apply to all of them.
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  let reducers: Reducers

  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers._reduce(into: &state, action: action)
  }
}
