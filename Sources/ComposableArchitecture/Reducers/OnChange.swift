extension Reducer {
  /// Runs more logic when a value in state changes, after this reducer has run.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // …
  ///   }
  ///   .onChange(of: \.count) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       state.description = String(repeating: "!", count: newValue)
  ///       return .none
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// As in TCA, the value is read before and after this reducer runs for every action; when
  /// the two differ, the reducer `reducer(oldValue, newValue)` builds runs with the same action,
  /// on the state this reducer left, and its effects merge with this reducer's. A change made by
  /// a reducer after this one in a `body` is not seen until the next action.
  public func onChange<V: Equatable, R: Reducer>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// ``onChange(of:_:)-(_,(V,V)->R)`` for a value that is not `Equatable`, or that changes
  /// only by a measure of your own: `isDuplicate` says when two values count as the same.
  ///
  /// ```swift
  /// .onChange(of: \.results, removeDuplicates: { $0.map(\.id) == $1.map(\.id) }) { _, _ in
  ///   Reduce { state, _ in … }
  /// }
  /// ```
  public func onChange<V, R: Reducer>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
  ) -> _OnChangeReducer<Self, V, R> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }

  /// Runs `perform` when a value in state changes, after this reducer has run: the newer
  /// spelling, which hands the state to the closure and takes the effect it returns.
  ///
  /// ```swift
  /// .onChange(of: \.count) { oldValue, state in
  ///   state.description = String(repeating: "!", count: state.count)
  ///   return .none
  /// }
  /// ```
  public func onChange<V: Equatable>(
    of toValue: @escaping (State) -> V,
    _ perform: @escaping (_ oldValue: V, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, V, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }
}

/// The reducer ``Reducer/onChange(of:_:)-(_,(V,V)->R)`` returns.
public struct _OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer
where Base.State == Changed.State, Base.Action == Changed.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Changed

  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffects = base._reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffects }
    return .merge(baseEffects, reducer(oldValue, newValue)._reduce(into: &state, action: action))
  }
}
