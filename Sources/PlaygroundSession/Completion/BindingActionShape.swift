import ComposableArchitecture

/// A binding action completes as it is typed, `.set(\.signUpData.email, value)`: the key path
/// offers the properties ``ShellBindingAction`` finds, and through them those of a plain struct
/// such as `SignUpData`. The value's type depends on the path, so it is offered nothing.
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
