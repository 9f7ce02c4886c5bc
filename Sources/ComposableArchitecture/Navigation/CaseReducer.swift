/// A reducer written as an enum of features, one per case: what ``Reducer()`` makes of
///
/// ```swift
/// @Reducer
/// enum Path {
///   case basics(BasicsFeature)
///   case topics(TopicsFeature)
/// }
/// ```
///
/// The macro generates `State` and `Action` enums with one case per feature, and a static
/// `body` that runs each case's feature. You never conform to this protocol yourself.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  /// Restated so that Swift infers it from the static `body` rather than from the default
  /// `Reducer` gives a reducer without a body.
  associatedtype Body

  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

extension CaseReducer {
  public var body: Body { Self.body }
}

/// The `State` of a ``CaseReducer``, which leads back to its reducer, so that
/// `.forEach(\.path, action: \.path)` and `.ifLet(\.$destination, action: \.destination)` need
/// no trailing closure.
public protocol CaseReducerState {
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
