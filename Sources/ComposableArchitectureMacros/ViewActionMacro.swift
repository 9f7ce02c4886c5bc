import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`, as in TCA: conforms the type it is attached to (a view in
/// TCA, any type holding a `store` here) to `ViewActionSending`, whose `send(_:)` wraps a view
/// action in `.view(…)` and sends it to the store.
///
/// As TCA's does, it reports a type without a `store` property as an error, and warns at each
/// `store.send(…)` in the type, which should go through `send(…)` instead.
public enum ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard hasStoreProperty(declaration) else {
      let name = typeName(of: declaration).map { "'\($0)' " } ?? " "
      context.diagnose(
        Diagnostic(
          node: declaration,
          message: MacroMessage(
            "'@ViewAction' requires \(name)to have a 'store' property of type 'Store'.",
            id: "view-action-no-store"
          )
        )
      )
      return []
    }
    for call in declaration.memberBlock.tokens(viewMode: .sourceAccurate).compactMap(storeSendCall) {
      context.diagnose(
        Diagnostic(
          node: call,
          message: MacroMessage(
            "Do not use 'store.send' directly when using '@ViewAction'",
            id: "view-action-store-send",
            severity: .warning
          )
        )
      )
    }
    guard !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableArchitecture.ViewActionSending {}")]
  }

  private static func hasStoreProperty(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.first?
        .pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
    }
  }

  private static func typeName(of declaration: some DeclGroupSyntax) -> String? {
    if let decl = declaration.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = declaration.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = declaration.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = declaration.as(ActorDeclSyntax.self) { return decl.name.text }
    return nil
  }

  /// The call `store.send(…)` or `self.store.send(…)` whose `send` is this token.
  private static func storeSendCall(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
    guard
      token.text == "send",
      let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    else { return nil }
    let base = member.base?.trimmedDescription
    return base == "store" || base == "self.store" ? call : nil
  }
}
