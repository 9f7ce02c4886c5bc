import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`, as in TCA.
///
/// On a struct: conforms it to `Reducer`, gives `body` its `@ReducerBuilder`, and makes its
/// `Action` enum `@CasePathable`. On an enum of features (`case basics(BasicsFeature)`): writes
/// `State` and `Action` enums with a case per feature, and a static `body` that scopes each case
/// to its feature, and conforms it to `CaseReducer`.
///
/// The playground adds one thing TCA does not: `@CaseReflectable` on `Action` (and on an enum
/// reducer's `State` and nested enums), so the shell can parse, list and complete the
/// feature's actions without any table written by hand.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let conformances: [String]
    if declaration.is(StructDeclSyntax.self) {
      conformances = ["Reducer"]
    } else if declaration.is(EnumDeclSyntax.self) {
      conformances = ["CaseReducer", "Reducer"]
    } else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage(
            "'@Reducer' applies to a struct with 'State', 'Action' and 'body', or to an enum of "
              + "features; write 'struct Feature' instead",
            id: "reducer-not-struct"
          )
        )
      )
      return []
    }
    // The compiler passes only the conformances the type does not already declare.
    let missing = Set(protocols.map { $0.trimmedDescription.components(separatedBy: ".").last! })
    let added = conformances.filter(missing.contains).map { "ComposableArchitecture.\($0)" }
    guard !added.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: added.joined(separator: ", ")) {}")
    ]
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    return EnumReducer(enumDecl).members
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      return reflectable(nestedIn: member)
    }
    if let property = member.as(VariableDeclSyntax.self) {
      return reducerBuilder(for: property)
    }
    guard
      let enumDecl = member.as(EnumDeclSyntax.self),
      enumDecl.name.text == "Action"
    else { return [] }
    let existing = attributeNames(of: enumDecl.attributes)
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
      !attributeNames(of: property.attributes).contains(where: { $0.contains("ReducerBuilder") })
    else { return [] }
    return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
  }

  /// An enum nested in an enum reducer, such as the `Alert` of `case alert(AlertState<Alert>)`,
  /// is an action type, so the shell must be able to build it. The generated `State` and
  /// `Action` carry their own attributes.
  fileprivate static func reflectable(nestedIn member: some DeclSyntaxProtocol) -> [AttributeSyntax] {
    guard
      let nested = member.as(EnumDeclSyntax.self),
      !["State", "Action"].contains(nested.name.text),
      !attributeNames(of: nested.attributes).contains(where: { $0.hasSuffix("CaseReflectable") })
    else { return [] }
    return ["@ComposableArchitecture.CaseReflectable"]
  }
}

func attributeNames(of attributes: AttributeListSyntax) -> Set<String> {
  Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
}

/// The members `@Reducer` writes for an enum of features.
private struct EnumReducer {
  /// What a case of the enum holds.
  enum Kind {
    /// A feature, `case basics(BasicsFeature)`: its state and actions are the feature's.
    case feature(type: String)
    /// Ephemeral state, `case alert(AlertState<Alert>)`: its state is the payload and its
    /// actions are the payload's generic argument.
    case ephemeral(state: String, action: String)
    /// Plain state: its state is the payload, and it has no actions.
    case ignored(parameters: String)
  }

  let name: String
  let access: String
  let cases: [(name: String, kind: Kind)]

  init(_ enumDecl: EnumDeclSyntax) {
    name = enumDecl.name.text
    access = accessModifier(of: enumDecl.modifiers)
    cases = enumDecl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap { decl in
        let marks = attributeNames(of: decl.attributes)
        return decl.elements.map { element in
          (element.name.text, Self.kind(of: element, marks: marks))
        }
      }
  }

  private static func kind(of element: EnumCaseElementSyntax, marks: Set<String>) -> Kind {
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let clause = element.parameterClause?.trimmedDescription ?? ""
    guard
      parameters.count == 1, let parameter = parameters.first, parameter.firstName == nil,
      !marks.contains(where: { $0.hasSuffix("ReducerCaseIgnored") })
    else { return .ignored(parameters: clause) }
    let type = parameter.type.trimmed
    if let generic = type.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(generic.name.text)
        || marks.contains(where: { $0.hasSuffix("ReducerCaseEphemeral") }),
      let argument = generic.genericArgumentClause?.arguments.first
    {
      return .ephemeral(state: type.description, action: argument.argument.trimmedDescription)
    }
    return .feature(type: type.description)
  }

  var members: [DeclSyntax] {
    let stateCases = cases.map { name, kind in
      switch kind {
      case let .feature(type): "case \(name)(\(type).State)"
      case let .ephemeral(state, _): "case \(name)(\(state))"
      case let .ignored(parameters): "case \(name)\(parameters)"
      }
    }
    let actionCases = cases.map { name, kind in
      switch kind {
      case let .feature(type): "case \(name)(\(type).Action)"
      case let .ephemeral(_, action): "case \(name)(\(action))"
      case .ignored: "case \(name)(Swift.Never)"
      }
    }
    let features = cases.compactMap { name, kind -> (name: String, type: String)? in
      guard case let .feature(type) = kind else { return nil }
      return (name, type)
    }
    let scopes = features.map { name, type in
      """
      ComposableArchitecture.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(type)()
      }
      """
    }
    let body =
      scopes.isEmpty
      ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()" : scopes.joined(separator: "\n")
    // The type is spelled out, as TCA's macro does: with an opaque `some Reducer`, Swift would
    // infer the protocol's `Body` from the `Never` default instead.
    let scopeTypes = features.map { "ComposableArchitecture.Scope<Self.State, Self.Action, \($0.type)>" }
    let bodyType =
      scopeTypes.isEmpty
      ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>"
      : scopeTypes.dropFirst().reduce(scopeTypes[0]) { "ComposableArchitecture._Sequence<\($0), \($1)>" }
    return [
      """
      @CasePaths.CasePathable
      @dynamicMemberLookup
      @ComposableArchitecture.ObservableState
      @ComposableArchitecture.CaseReflectable
      \(raw: access)enum State: ComposableArchitecture.CaseReducerState {
      \(raw: indented(["\(access)typealias StateReducer = \(name)"] + stateCases))
      }
      """,
      """
      @CasePaths.CasePathable
      @ComposableArchitecture.CaseReflectable
      \(raw: access)enum Action {
      \(raw: indented(actionCases))
      }
      """,
      """
      @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
      \(raw: access)static var body: \(raw: bodyType) {
      \(raw: indented([body]))
      }
      """,
    ]
  }

  /// The lines, each indented one level, so a multi-line interpolation keeps its shape.
  private func indented(_ lines: [String]) -> String {
    lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map { "  \($0)" }
      .joined(separator: "\n")
  }
}

/// `public ` or `package ` for a declaration that is, so generated members are as visible as
/// the type they belong to; empty otherwise.
func accessModifier(of modifiers: DeclModifierListSyntax) -> String {
  modifiers
    .map(\.name.text)
    .first { ["public", "package", "open"].contains($0) }
    .map { $0 == "open" ? "public " : "\($0) " } ?? ""
}
