import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`, as TCA spells it. Nothing observes state in the playground, so it adds
/// no observation code: it conforms the type to `ObservableState` and, on a struct, lists the
/// stored properties as declared, with key paths through their declared names, so the shell
/// can build binding actions for them, including `@Shared` and `@Presents` properties, which
/// are stored under other names.
public enum ObservableStateMacro: ExtensionMacro, MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableArchitecture.ObservableState {}")]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else { return [] }
    let variables = structDecl.memberBlock.members
      .compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter(isInstanceVar)
    func names(_ variables: [VariableDeclSyntax]) -> [String] {
      variables.flatMap(\.bindings)
        .filter(isStored)
        .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription }
    }
    let entries = names(variables).map { "(\(StringLiteralExprSyntax(content: $0.trimmingBackticks)), \\Self.\($0))" }
    let list = entries.isEmpty ? "[]" : "[\n\(entries.joined(separator: ",\n"))\n]"
    let access = accessModifier(of: structDecl.modifiers)
    var members: [DeclSyntax] = [
      """
      \(raw: access)static var _$properties: [(name: String, keyPath: PartialKeyPath<Self>)] {
        \(raw: list)
      }
      """
    ]
    // A binding action must not set these: it would write through `Shared`'s setter, which
    // swift-sharing deprecates; a view binds them through the reference.
    let shared = names(variables.filter(isShared)).map { StringLiteralExprSyntax(content: $0.trimmingBackticks).description }
    if !shared.isEmpty {
      members.append(
        """
        \(raw: access)static var _$sharedProperties: Set<String> {
          [\(raw: shared.joined(separator: ", "))]
        }
        """
      )
    }
    return members
  }

  /// A property declared `@Shared` or `@SharedReader`, with or without arguments.
  private static func isShared(_ property: VariableDeclSyntax) -> Bool {
    property.attributes.contains { attribute in
      guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
      return ["Shared", "SharedReader"].contains(name)
    }
  }

  private static func isInstanceVar(_ property: VariableDeclSyntax) -> Bool {
    property.bindingSpecifier.tokenKind == .keyword(.var)
      && !property.modifiers.contains { ["static", "class"].contains($0.name.text) }
  }

  /// A stored property, possibly observed with `willSet`/`didSet`; not a computed one.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil:
      true
    case .getter:
      false
    case let .accessors(accessors)?:
      accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
  }
}

extension String {
  var trimmingBackticks: String {
    filter { $0 != "`" }
  }
}
