import ComposableArchitecture

/// A binding action as `actions` lists it and Tab completes it: the properties a typed
/// `.set(\.path, value)` can set, which its ``ShellLiteralConvertible`` conformance accepts. The
/// binding action conforms in `Containers/`.
protocol ShellBindingAction {
  /// In declaration order: `email`, and `signUpData.email` inside a plain struct such as
  /// `SignUpData` (or a `@Shared` one), looking three properties deep. None unless the state is
  /// `@ObservableState`, as bindings need.
  static var typeableProperties: [TypeableProperty] { get }
}

/// A property path a binding sets to a value typed in the shell: `signUpData.email`, a `String`.
struct TypeableProperty {
  let path: [String]
  let valueType: Any.Type
}

extension TypeableProperty {
  /// The properties of `type` whose values can be typed, looking into the others for their
  /// own, `depth` properties deep.
  /// A `@Shared` property is left out: a view binds it through the reference (`bind`), not
  /// with a binding action, which would write through `Shared`'s deprecated setter.
  static func all(in type: Any.Type, under path: [String] = [], depth: Int) -> [TypeableProperty] {
    guard depth > 0 else { return [] }
    return BindableProperties.properties(of: type).filter { $0.sharedPrefix == nil }.flatMap { property in
      ValueBuilder.canBuild(property.valueType)
        ? [TypeableProperty(path: path + [property.name], valueType: property.valueType)]
        : all(in: property.valueType, under: path + [property.name], depth: depth - 1)
    }
  }
}
