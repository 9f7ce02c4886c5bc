extension Reducer {
  /// Runs this reducer, and the effects it returns, with a dependency set to a value:
  ///
  /// ```swift
  /// Scope(\.child, action: \.child) {
  ///   Child()
  ///     .dependency(\.uuid, .incrementing)
  /// }
  /// ```
  ///
  /// The value reaches the `@Dependency` properties the reducer reads while it reduces, and
  /// every effect it returns, as in TCA. Reducers around it keep theirs.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// ``dependency(_:_:)-(WritableKeyPath<DependencyValues,Value>,_)`` for a dependency keyed
  /// by its own type: `.dependency(AuthenticationClient.mock)`.
  public func dependency<Value: TestDependencyKey>(_ value: Value) -> _DependencyKeyWritingReducer<Self>
  where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Runs this reducer, and the effects it returns, with a dependency changed from the value it
  /// has around the reducer:
  ///
  /// ```swift
  /// Child()
  ///   .transformDependency(\.apiClient) { apiClient in
  ///     apiClient.fetch = { _ in "cached" }
  ///   }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer ``Reducer/dependency(_:_:)-(WritableKeyPath<DependencyValues,Value>,_)`` and
/// ``Reducer/transformDependency(_:transform:)`` return.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  public func _reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base._reduce(into: &state, action: action)
    }
  }
}

/// Chained calls fold into one writer, as in TCA: `Child().dependency(\.a, 1).dependency(\.b, 2)`
/// is a `_DependencyKeyWritingReducer<Child>`, not a writer of a writer. The new change is
/// applied before this writer's own, so the call nearest the reducer still wins.
extension _DependencyKeyWritingReducer {
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    preceded { $0[keyPath: keyPath] = value }
  }

  public func dependency<Value: TestDependencyKey>(_ value: Value) -> Self
  where Value.Value == Value {
    preceded { $0[Value.self] = value }
  }

  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    preceded { transform(&$0[keyPath: keyPath]) }
  }

  private func preceded(by outer: @escaping (inout DependencyValues) -> Void) -> Self {
    let inner = update
    return Self(base: base) { values in
      outer(&values)
      inner(&values)
    }
  }
}
