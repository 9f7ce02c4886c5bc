/// A reducer that does nothing: an empty ``ReducerBuilder`` block.
public struct EmptyReducer<State, Action>: Reducer {
  public init() {}

  public func _reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
