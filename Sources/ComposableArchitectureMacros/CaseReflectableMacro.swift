import Foundation
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CaseReflectable` lists an enum's cases with their payload labels and types, and a way to
/// build each case from payload values. Swift has no runtime API that builds an enum value from
/// a case name, so the shell's action parser gets this from the enum's own declaration.
///
/// It also reflects the enums nested in the enum, such as `Action.Delegate` or `Action.Alert`,
/// so `.delegate(.stepFinished)` can be typed too. A macro may not expand to itself, so each
/// level of nesting has a macro of its own, `_NestedCaseReflectable`, `_NestedCaseReflectable2`,
/// …, all this type: enums nested up to ``nestingLevels`` deep are reflected.
public enum CaseReflectableMacro: ExtensionMacro, MemberMacro, MemberAttributeMacro {
  /// How many levels of enums nested in a `@CaseReflectable` enum are reflected.
  static let nestingLevels = 4

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      let nested = member.as(EnumDeclSyntax.self),
      !attributeNames(of: nested.attributes).contains(where: { $0.hasSuffix("CaseReflectable") }),
      let level = nestingLevel(of: node), level < nestingLevels
    else { return [] }
    let suffix = level == 0 ? "" : "\(level + 1)"
    return ["@ComposableArchitecture._NestedCaseReflectable\(raw: suffix)"]
  }

  /// 0 for `@CaseReflectable`, 1 for `@_NestedCaseReflectable`, 2 for
  /// `@_NestedCaseReflectable2`, …
  private static func nestingLevel(of node: AttributeSyntax) -> Int? {
    let name = node.attributeName.trimmedDescription.components(separatedBy: ".").last ?? ""
    if name == "CaseReflectable" { return 0 }
    guard name.hasPrefix("_NestedCaseReflectable") else { return nil }
    let number = name.dropFirst("_NestedCaseReflectable".count)
    return number.isEmpty ? 1 : Int(number)
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableArchitecture.CaseReflectable {}")]
  }

  /// The cases are a member of the enum itself, not of the extension, so they are exactly as
  /// visible as the enum, whether it is private or public.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage("'@CaseReflectable' applies to enums only", id: "not-enum")
        )
      )
      return []
    }
    return [reflectedCases(of: enumDecl)]
  }

  /// `static var reflectedCases`, as visible as the enum.
  private static func reflectedCases(of enumDecl: EnumDeclSyntax) -> DeclSyntax {
    let cases = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map(reflectedCase)
    let list = cases.isEmpty ? "[]" : "[\n\(cases.joined(separator: ",\n"))\n]"
    let access = accessModifier(of: enumDecl.modifiers)
    return """
      \(raw: access)static var reflectedCases: [ComposableArchitecture.ReflectedCase<Self>] {
        \(raw: list)
      }
      """
  }

  private static func reflectedCase(_ element: EnumCaseElementSyntax) -> String {
    let name = element.name.trimmedDescription
    let displayName = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let described = parameters.map { parameter -> String in
      let type = parameter.type.trimmedDescription
      return """
        .init(label: \(labelLiteral(parameter)), typeName: \(stringLiteral(type)), type: (\(type)).self)
        """
    }
    let arguments = parameters.enumerated().map { index, parameter in
      let value = "values[\(index)] as! (\(parameter.type.trimmedDescription))"
      return label(parameter).map { "\($0): \(value)" } ?? value
    }
    let make =
      parameters.isEmpty
      ? "{ _ in .\(name) }"
      : "{ values in .\(name)(\(arguments.joined(separator: ", "))) }"
    return """
      ComposableArchitecture.ReflectedCase<Self>(
        name: \(stringLiteral(displayName)),
        parameters: [\(described.joined(separator: ", "))],
        make: \(make)
      )
      """
  }

  private static func label(_ parameter: EnumCaseParameterSyntax) -> String? {
    guard let name = parameter.firstName, name.tokenKind != .wildcard else { return nil }
    return name.text
  }

  private static func labelLiteral(_ parameter: EnumCaseParameterSyntax) -> String {
    label(parameter).map(stringLiteral) ?? "nil"
  }

  private static func stringLiteral(_ text: String) -> String {
    StringLiteralExprSyntax(content: text).description
  }
}
