/// A type-erased reducer that invokes the given `reduce` function.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Type-erases a reducer.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer._reduce(into:action:)
  }

  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
