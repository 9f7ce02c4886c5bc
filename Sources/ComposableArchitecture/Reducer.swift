/// A protocol that describes how to evolve the current state of a feature to the next state
/// given an action, and describes what ``Effect``s should be executed later by the store.
///
/// Conform through the ``Reducer()`` macro and implement either ``body-swift.property`` (to
/// compose reducers) or ``reduce(into:action:)`` (to evolve state directly), as in TCA.
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  associatedtype Body

  /// Evolves the current state to the next state, and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The content and behaviour of the reducer, composed from other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A convenience for naming a reducer by its feature: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist. To run a reducer, call 'Reducer.reduce(into:action:)', instead.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a body runs its body.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
