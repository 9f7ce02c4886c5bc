/// An action with a `binding` case, through which views set state directly:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case submitButtonTapped
/// }
/// ```
///
/// ``BindingReducer`` applies its binding actions.
public protocol BindableAction {
  /// The state the binding actions set.
  associatedtype State

  /// Embeds a binding action; the `binding` case provides it.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action in this action, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// Found by reflection, as the `binding` case's payload.
  public var binding: BindingAction<State>? {
    Mirror(reflecting: self).children.first { $0.label == "binding" }?.value as? BindingAction<State>
  }
}

extension BindableAction where State: ObservableState {
  /// `.set(\.email, "…")`, short for `.binding(.set(\.email, "…"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
