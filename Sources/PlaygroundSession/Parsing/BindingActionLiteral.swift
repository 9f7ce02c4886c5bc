import ComposableArchitecture
import PlaygroundText

/// A binding action is typed as a view sends it, `.set(\.signUpData.email, "blob@pointfree.co")`,
/// or in the test-store form `\.binding.signUpData.email, "blob@pointfree.co"`.
///
/// The property path is resolved at run time by ``BindableProperties``, for any feature, and the
/// value is read as the property's type.
extension BindingAction: ShellLiteralConvertible {
  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> BindingAction<Root> {
    guard case let .enumCase("set", arguments?) = literal.value, arguments.count == 2,
      arguments.allSatisfy({ $0.label == nil }),
      case let .keyPath(path) = arguments[0].value.value
    else {
      throw mismatch(literal, expected: ".set(\\.property, value)")
    }
    guard Root.self is any ObservableState.Type else {
      throw ParseError(
        "\(displayName(Root.self)) needs @ObservableState for binding actions, as in TCA",
        column: literal.column
      )
    }
    let property: BindableProperties.Property
    do {
      property = try BindableProperties.resolve(path.map(\.name), in: Root.self)
    } catch {
      let name = path[error.index]
      throw error.name.isEmpty || error.candidates.isEmpty
        ? ParseError(error.message, column: name.column)
        : .unknownName(error.message, error.name, among: error.candidates, kind: "properties", column: name.column)
    }
    let valueLiteral = arguments[1].value
    let value = try builder.build(valueLiteral, as: property.valueType)
    guard let action = Self._set(property, value) else {
      throw ParseError(
        "\\.\(property.name) is a \(displayName(property.valueType)), which is not Equatable and Sendable, so a binding can't set it",
        column: path[0].column
      )
    }
    return action
  }
}
