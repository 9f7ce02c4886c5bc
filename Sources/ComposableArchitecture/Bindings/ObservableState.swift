/// A feature's state that views observe and bind to, marked with ``ObservableState()`` as in
/// modern TCA.
///
/// Nothing observes state in the playground, so the macro only conforms the type and lists its
/// properties, which lets the shell build binding actions such as
/// `.binding(.set(\.email, "blob@pointfree.co"))` from names. Binding actions need it, as
/// TCA's `BindingAction.set` does.
public protocol ObservableState {
  /// The properties `@ObservableState` found in the declaration, each with a key path through
  /// its declared name, even when a property wrapper or macro such as `@Shared` or `@Presents`
  /// stores it under another name. Empty for enums.
  static var _$properties: [(name: String, keyPath: PartialKeyPath<Self>)] { get }
  /// The names of the properties among ``_$properties`` declared `@Shared` or `@SharedReader`.
  static var _$sharedProperties: Set<String> { get }
}

extension ObservableState {
  public static var _$properties: [(name: String, keyPath: PartialKeyPath<Self>)] { [] }
  public static var _$sharedProperties: Set<String> { [] }
}
