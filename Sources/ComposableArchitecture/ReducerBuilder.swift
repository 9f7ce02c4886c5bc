/// Builds one reducer out of the reducers listed in a `body`: an action goes through them in
/// the order they are written, and the effects they return run together.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _SequenceMany<R> {
    _SequenceMany(reducers: reducers)
  }

  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> _Optional<R> {
    _Optional(wrapped: wrapped)
  }

  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(first: accumulated, second: next)
  }
}

/// Two reducers run in order; their effects merge.
public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
  let first: R0
  let second: R1

  public func _reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    .merge(first._reduce(into: &state, action: action), second._reduce(into: &state, action: action))
  }
}

/// The reducers of a `for` loop in a builder, run in order.
public struct _SequenceMany<Element: Reducer>: Reducer {
  let reducers: [Element]

  public func _reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    .merge(reducers.map { $0._reduce(into: &state, action: action) })
  }
}

/// The branch of an `if`/`else` in a builder.
public enum _Conditional<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  case first(First)
  case second(Second)

  public func _reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(first): first._reduce(into: &state, action: action)
    case let .second(second): second._reduce(into: &state, action: action)
    }
  }
}

/// An `if` without `else` in a builder.
public struct _Optional<Wrapped: Reducer>: Reducer {
  let wrapped: Wrapped?

  public func _reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    wrapped?._reduce(into: &state, action: action) ?? .none
  }
}

extension ReducerBuilder {
  /// A reducer known only as `any Reducer<State, Action>` (written `reducer as any …`, so Swift
  /// does not open it), erased into a `Reduce`. Disfavoured, so a reducer of a known type keeps
  /// its type.
  @_disfavoredOverload
  public static func buildExpression(_ reducer: any Reducer<State, Action>) -> Reduce<State, Action> {
    Reduce(reducer)
  }
}
