import SwiftSyntax

/// Which of `State`, `Action` and `body` a `@Reducer` type declares itself. TCA's macro writes
/// each part only where the type does not, so a `@Reducer enum` may declare its own `Action`
/// (SyncUps' `SyncUpDetail.Destination`) or `body` (TicTacToe's `TicTacToe`), and a struct may
/// leave out all three.
struct DeclaredReducerParts {
  /// A nested struct, enum or type alias named `State`.
  let hasState: Bool
  /// A nested struct, enum or type alias named `Action`.
  let hasAction: Bool
  /// A property named `body`, or a `reduce(into:action:)` method.
  let hasBody: Bool
  /// Whether the type reduces by itself, as TCA decides it: a `reduce(into:action:)` method, a
  /// stored property with an initial value, or a property typed `some Reducer…`. A struct that
  /// does not gets an empty `State` and `Action` when it leaves them out.
  let hasExplicitReducerBody: Bool

  init(_ members: MemberBlockSyntax) {
    let typeNames = Set(
      members.members.compactMap { member -> String? in
        if let decl = member.decl.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = member.decl.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = member.decl.as(TypeAliasDeclSyntax.self) { return decl.name.text }
        return nil
      }
    )
    hasState = typeNames.contains("State")
    hasAction = typeNames.contains("Action")
    let bindings = members.members.flatMap { $0.decl.as(VariableDeclSyntax.self)?.bindings ?? [] }
    let hasReduceMethod = members.members.contains { Self.isReduceMethod($0.decl) }
    hasBody =
      hasReduceMethod
      || bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
    hasExplicitReducerBody = hasReduceMethod || bindings.contains(where: Self.isReducerProperty)
  }

  /// `func reduce(into state: inout State, action: Action) -> Effect<Action>`.
  private static func isReduceMethod(_ decl: DeclSyntax) -> Bool {
    guard let method = decl.as(FunctionDeclSyntax.self), method.name.text == "reduce" else {
      return false
    }
    let parameters = Array(method.signature.parameterClause.parameters)
    return parameters.count == 2
      && parameters[0].firstName.text == "into"
      && parameters[0].type.is(AttributedTypeSyntax.self)
      && parameters[1].firstName.text == "action"
  }

  private static func isReducerProperty(_ binding: PatternBindingSyntax) -> Bool {
    if binding.initializer != nil { return true }
    guard
      let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint,
      let name = constraint.as(IdentifierTypeSyntax.self)?.name.text
        ?? constraint.as(MemberTypeSyntax.self).map({ "ComposableArchitecture.\($0.name.text)" })
    else { return false }
    return ["Reducer", "ReducerOf", "ComposableArchitecture.Reducer", "ComposableArchitecture.ReducerOf"]
      .contains(name)
  }
}
