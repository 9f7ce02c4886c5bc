import ComposableArchitecture
import PlaygroundText

/// A binding action, `BindingAction`, in every facet of the shell: typed as a view sends it,
/// `.set(\.signUpData.email, "blob@pointfree.co")`, or in the test-store form
/// `\.binding.signUpData.email, "blob@pointfree.co"`; its properties listed by `actions` and
/// offered on Tab; written by the export.
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
    if let shared = property.sharedPrefix {
      throw ParseError(
        "\(shared) is @Shared: a binding action would set it through Shared's setter, which swift-sharing deprecates; a view binds it through the reference: bind \(property.name) VALUE, or bind ^.\(property.name) VALUE on the screen on top",
        column: path[0].column
      )
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

extension BindingAction: ShellBindingAction {
  static var typeableProperties: [TypeableProperty] {
    guard Root.self is any ObservableState.Type else { return [] }
    return TypeableProperty.all(in: Root.self, depth: 3)
  }
}

/// It completes as it is typed, `.set(\.signUpData.email, value)`: the key path offers the
/// properties ``ShellBindingAction`` finds, and through them those of a plain struct such as
/// `SignUpData`. The value's type depends on the path, so it is offered nothing.
extension BindingAction: CompletionShapeDescribing {
  static func completionShape(in schema: inout ActionSchema.Builder) -> PayloadShape {
    let fields = FieldTree(paths: typeableProperties.map(\.path))
    return .cases([
      CaseShape(
        name: "set",
        parameters: [
          .init(label: nil, type: schema.key(for: PartialKeyPath<Root>.self, shape: .keyPath(fields))),
          .init(label: nil, type: schema.key(for: Any.self)),
        ]
      )
    ])
  }
}

extension BindingAction: ExportedBindingAction {
  var propertyNames: [String]? { BindableProperties.names(of: keyPath) }
  var boundValue: Any { bindingValue }
}
