/// An action with a `view` case, for the actions a view sends, as TCA's features write it:
///
/// ```swift
/// enum Action: ViewAction {
///   case loginResponse(Result<AuthenticationResponse, any Error>)
///   case view(View)
///
///   enum View {
///     case loginButtonTapped
///   }
/// }
/// ```
///
/// The `view` case satisfies ``view(_:)``; a type marked ``ViewAction(for:)`` sends view
/// actions with `send(.loginButtonTapped)` instead of `store.send(.view(.loginButtonTapped))`.
public protocol ViewAction<ViewAction> {
  associatedtype ViewAction
  static func view(_ action: ViewAction) -> Self
}

/// A type holding a store whose actions are ``ViewAction``s: a view in TCA, any type here.
/// ``ViewAction(for:)`` conforms a type to it.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  associatedtype StoreState
  associatedtype StoreAction: ViewAction
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store, wrapped in `.view(…)`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }
}
