/// A feature's logic: for each action, the change it makes to the feature's state and the
/// ``Effect``s the store runs for it afterwards.
///
/// Conform through the ``Reducer()`` macro and implement ``body-swift.property``, composing
/// reducers such as ``Reduce``, as in TCA.
///
/// As in TCA 1.25, the store and every reducer that runs another one call ``_reduce(into:action:)``;
/// ``reduce(into:action:)`` is deprecated, both as a requirement to implement and as a method
/// to call, so a feature that calls a child reducer directly gets TCA's warning.
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  associatedtype Body

  /// Evolves the current state to the next state, and returns the effects to run.
  @available(
    *,
    deprecated,
    message: """
      Don't invoke a reducer directly. Reducers are processed by the store. To run a child's \
      logic, return '.send(.child(.someAction))' and let the parent's 'Scope' or 'ifLet' route \
      it; to share logic between reducers, move it into a function both of them call.
      """
  )
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// Evolves the current state to the next state: what the store and the reducers that run
  /// other reducers call. A reducer with a ``body-swift.property`` runs its body's; one that
  /// still implements ``reduce(into:action:)`` runs that.
  func _reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The content and behaviour of the reducer, composed from other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A convenience for naming a reducer by its feature: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  public func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    (DeprecatedReduceCall() as any DeprecatedReduceCalling).reduce(self, into: &state, action: action)
  }

  @available(
    *,
    deprecated,
    message: """
      Don't invoke a reducer directly. Reducers are processed by the store. To run a child's \
      logic, return '.send(.child(.someAction))' and let the parent's 'Scope' or 'ifLet' route \
      it; to share logic between reducers, move it into a function both of them call.
      """
  )
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _reduce(into: &state, action: action)
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError("'\(Self.self)' has no body.")
  }
}

extension Reducer where Body: Reducer<State, Action> {
  /// A reducer with a body runs its body.
  public func _reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    body._reduce(into: &state, action: action)
  }
}

/// Calls the deprecated ``Reducer/reduce(into:action:)`` requirement for `_reduce`'s default,
/// which TCA calls directly. The call is made in a deprecated witness reached through a protocol
/// whose requirement is not deprecated, so the runtime's own build shows no deprecation
/// warning, and a warning in a build means a real direct call.
private protocol DeprecatedReduceCalling {
  func reduce<R: Reducer>(_ reducer: R, into state: inout R.State, action: R.Action) -> Effect<R.Action>
}

private struct DeprecatedReduceCall: DeprecatedReduceCalling {
  @available(*, deprecated, message: "Runs a reducer that still implements 'reduce(into:action:)'.")
  func reduce<R: Reducer>(_ reducer: R, into state: inout R.State, action: R.Action) -> Effect<R.Action> {
    reducer.reduce(into: &state, action: action)
  }
}
