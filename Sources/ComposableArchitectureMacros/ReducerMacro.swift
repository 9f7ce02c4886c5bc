import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`, as in TCA: conforms a struct to `Reducer` and makes its `Action` enum
/// `@CasePathable`. The playground adds one thing TCA does not: `@CaseReflectable` on `Action`,
/// so the shell can parse, list and complete the feature's actions without any table written
/// by hand.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage(
            "'@Reducer' applies to a struct with 'State', 'Action' and 'body'; "
              + "write 'struct Feature' instead",
            id: "reducer-not-struct"
          )
        )
      )
      return []
    }
    // The compiler passes only the conformances the type does not already declare.
    guard !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableArchitecture.Reducer {}")]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let property = member.as(VariableDeclSyntax.self) {
      return reducerBuilder(for: property)
    }
    guard
      let enumDecl = member.as(EnumDeclSyntax.self),
      enumDecl.name.text == "Action"
    else { return [] }
    let existing = Set(
      enumDecl.attributes.compactMap {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      }
    )
    var attributes: [AttributeSyntax] = []
    if existing.isDisjoint(with: ["CasePathable", "CasePaths.CasePathable"]) {
      attributes.append("@CasePaths.CasePathable")
    }
    if existing.isDisjoint(with: ["CaseReflectable", "ComposableArchitecture.CaseReflectable"]) {
      attributes.append("@ComposableArchitecture.CaseReflectable")
    }
    return attributes
  }
}

extension ReducerMacro {
  /// `body` gets `@ReducerBuilder`, as in TCA: the conformance comes from the macro's
  /// extension, so Swift cannot infer the builder from the protocol requirement.
  fileprivate static func reducerBuilder(for property: VariableDeclSyntax) -> [AttributeSyntax] {
    guard
      property.bindings.count == 1,
      property.bindings.first?.pattern.trimmedDescription == "body",
      !property.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.contains("ReducerBuilder") == true
      })
    else { return [] }
    return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
  }
}
