import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`, as in TCA.
///
/// On a struct: conforms it to `Reducer`, gives `body` its `@ReducerBuilder`, and makes its
/// `Action` enum (and a `State` enum) `@CasePathable`; a struct that leaves out `State`,
/// `Action` or `body` gets empty ones. On an enum of features (`case basics(BasicsFeature)`):
/// writes `State` and `Action` enums with a case per feature, and a static `body` that runs
/// each case's feature with `ifCaseLet`, each only where the enum does not declare it, and
/// conforms it to `CaseReducer`. On either, a `reduce(into:action:)` method gets TCA's
/// deprecation warning.
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
    let declared = DeclaredReducerParts(declaration.memberBlock)
    ReduceMethodDeprecation.diagnose(declaration.memberBlock, in: context)
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return EnumReducer(enumDecl, in: context.lexicalContext).members(omitting: declared)
    }
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    return defaultStructMembers(access: accessModifier(of: declaration.modifiers), omitting: declared)
  }

  /// What a struct leaves out, as TCA's macro writes it: an empty `State` and `Action` unless
  /// the struct reduces by itself, and an empty `body`.
  private static func defaultStructMembers(
    access: String, omitting declared: DeclaredReducerParts
  ) -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    if !declared.hasState && !declared.hasExplicitReducerBody {
      members.append(
        """
        @ComposableArchitecture.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable, \(raw: observableConformance) {
          \(raw: access)init() {}
        }
        """
      )
    }
    if !declared.hasAction && !declared.hasExplicitReducerBody {
      members.append(
        """
        @CasePaths.CasePathable
        @ComposableArchitecture.CaseReflectable
        \(raw: access)enum Action: Equatable, Hashable, Sendable, \(raw: actionConformances) {}
        """
      )
    }
    if !declared.hasBody {
      members.append("\(raw: access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
    }
    return members
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
    guard let enumDecl = member.as(EnumDeclSyntax.self) else { return [] }
    switch enumDecl.name.text {
    case "Action":
      return missing(["CasePaths.CasePathable", "ComposableArchitecture.CaseReflectable"], on: enumDecl)
    case "State":
      return missing(["CasePaths.CasePathable", "dynamicMemberLookup"], on: enumDecl)
    default:
      return declaration.is(EnumDeclSyntax.self) ? reflectable(nestedIn: enumDecl) : []
    }
  }

  /// The attributes, among `attributes`, that `enumDecl` has neither by its plain nor by its
  /// qualified name, nor, for `CasePathable`, as a conformance.
  private static func missing(_ attributes: [String], on enumDecl: EnumDeclSyntax) -> [AttributeSyntax] {
    let written = attributeNames(of: enumDecl.attributes).union(
      enumDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    )
    return attributes.filter { attribute in
      let plain = attribute.components(separatedBy: ".").last!
      return written.isDisjoint(with: [attribute, plain])
    }
    .map { "@\(raw: $0)" }
  }
}

extension ReducerMacro {
  /// `body` gets `@ReducerBuilder`, as in TCA: the conformance comes from the macro's
  /// extension, so Swift cannot infer the builder from the protocol requirement.
  fileprivate static func reducerBuilder(for property: VariableDeclSyntax) -> [AttributeSyntax] {
    guard
      property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.trimmedDescription == "body",
      binding.accessorBlock != nil,
      !attributeNames(of: property.attributes).contains(where: { $0.contains("ReducerBuilder") })
    else { return [] }
    return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
  }

  /// An enum nested in an enum reducer, such as the `Alert` of `case alert(AlertState<Alert>)`,
  /// is an action type, so the shell must be able to build it. The generated `State` and
  /// `Action` carry their own attributes; declared ones get theirs from the switch above.
  fileprivate static func reflectable(nestedIn nested: EnumDeclSyntax) -> [AttributeSyntax] {
    guard
      !attributeNames(of: nested.attributes).contains(where: { $0.hasSuffix("CaseReflectable") })
    else { return [] }
    return ["@ComposableArchitecture.CaseReflectable"]
  }
}

/// The conformances that `@CasePathable` and `@CaseReflectable` add, and the one
/// `@ObservableState` adds, written into the inheritance clause of each `State` and `Action` the
/// macro generates, so that the attributes' extension roles have nothing left to add.
///
/// Swift 6.3.1 expands the extension macros of a type that a member macro generated lazily, while
/// it type-checks the file's top-level declarations, and appends the extensions to the list it
/// is walking: when the list grows its storage, the walk reads freed memory and the compiler
/// dies with signal 11 (a file with an empty `@Reducer struct` and two `@Reducer enum`s does
/// it). The attributes stay for their member roles.
private let actionConformances =
  "CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.CaseReflectable"
private let observableConformance = "ComposableArchitecture.ObservableState"

func attributeNames(of attributes: AttributeListSyntax) -> Set<String> {
  Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
}

/// The members `@Reducer` writes for an enum of features.
private struct EnumReducer {
  /// What a case of the enum holds.
  enum Kind {
    /// A feature, `case basics(BasicsFeature)`: its state and actions are the feature's. A
    /// label, `case edit(form: Form)`, stays on both. The body runs `reducer`, the payload's
    /// default value if it has one (`case edit(Form = Form(style: .short))`), else `Form()`.
    case feature(type: String, label: String, reducer: String)
    /// Ephemeral state, `case alert(AlertState<Alert>)`: its state is the payload and its
    /// actions are the alert's generic argument, or, for another type marked
    /// `@ReducerCaseEphemeral`, the type's `Action`. Both are written with their parentheses.
    case ephemeral(state: String, action: String)
    /// Plain state: its state is the payload, and it has no actions.
    case ignored(parameters: String)
  }

  let name: String
  let access: String
  let cases: [(name: String, kind: Kind)]
  /// Whether the enum may be generic: it has generic parameters, or is declared in an
  /// extension (perhaps of a generic type), a function or a generic type. A generic type can
  /// have no static stored property, such as the ones that keep the body's case key paths.
  let mayBeGeneric: Bool

  /// `lexicalContext` holds the declarations around the enum, innermost first.
  init(_ enumDecl: EnumDeclSyntax, in lexicalContext: [Syntax]) {
    name = enumDecl.name.text
    mayBeGeneric =
      enumDecl.genericParameterClause != nil
      || lexicalContext.contains { context in
        guard let type = context.asProtocol(DeclGroupSyntax.self), !type.is(ExtensionDeclSyntax.self) else { return true }
        return type.as(StructDeclSyntax.self)?.genericParameterClause != nil
          || type.as(EnumDeclSyntax.self)?.genericParameterClause != nil
          || type.as(ClassDeclSyntax.self)?.genericParameterClause != nil
          || type.as(ActorDeclSyntax.self)?.genericParameterClause != nil
      }
    access = accessModifier(of: enumDecl.modifiers)
    cases = enumDecl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap { decl in
        let marks = attributeNames(of: decl.attributes)
        return decl.elements.map { element in
          (element.name.text, Self.kind(of: element, marks: marks))
        }
      }
  }

  /// TCA's rules: a case is a feature when it has one payload whose type is a plain or member
  /// type name; anything else, or a case marked `@ReducerCaseIgnored`, is plain state.
  private static func kind(of element: EnumCaseElementSyntax, marks: Set<String>) -> Kind {
    let parameters = Array(element.parameterClause?.parameters ?? [])
    let clause = element.parameterClause?.trimmedDescription ?? ""
    guard
      parameters.count == 1, let parameter = parameters.first,
      parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self),
      !marks.contains(where: { $0.hasSuffix("ReducerCaseIgnored") })
    else { return .ignored(parameters: clause) }
    let type = parameter.type.trimmed
    let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : "\($0.text): " } ?? ""
    if let presented = type.as(IdentifierTypeSyntax.self),
      ["AlertState", "ConfirmationDialogState"].contains(presented.name.text),
      let arguments = presented.genericArgumentClause?.arguments, arguments.count == 1
    {
      return .ephemeral(state: clause, action: "(\(arguments.first!.argument.trimmedDescription))")
    }
    if marks.contains(where: { $0.hasSuffix("ReducerCaseEphemeral") }) {
      return .ephemeral(state: clause, action: "(\(label)\(type).Action)")
    }
    let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type)()"
    return .feature(type: type.description, label: label, reducer: reducer)
  }

  /// `State`, `Action` and `body`, each only where the enum does not declare it.
  func members(omitting declared: DeclaredReducerParts) -> [DeclSyntax] {
    let stateCases = cases.map { name, kind in
      switch kind {
      case let .feature(type, label, _): "case \(name)(\(label)\(type).State)"
      case let .ephemeral(state, _): "case \(name)\(state)"
      case let .ignored(parameters): "case \(name)\(parameters)"
      }
    }
    let actionCases = cases.map { name, kind in
      switch kind {
      case let .feature(type, label, _): "case \(name)(\(label)\(type).Action)"
      case let .ephemeral(_, action): "case \(name)\(action)"
      case .ignored: "case \(name)(Swift.Never)"
      }
    }
    // The body is built for every action the store reduces. A case key path is a key path
    // with an argument (`Case`'s dynamic member), which Swift makes anew each time it is
    // written, so the body reads each case's pair from a static constant of `_$CaseKeyPaths`,
    // made once. A generic enum can have no static stored property, so its body writes them
    // as TCA's macro does.
    let keepsCaseKeyPaths = !mayBeGeneric
    let ifCaseLets = cases.compactMap { name, kind -> String? in
      guard case let .feature(_, _, reducer) = kind else { return nil }
      let (state, action) =
        keepsCaseKeyPaths
        ? ("Self._$CaseKeyPaths.\(name).state", "Self._$CaseKeyPaths.\(name).action")
        : ("\\Self.State.Cases.\(name)", "\\Self.Action.Cases.\(name)")
      return """
        .ifCaseLet(\(state), action: \(action)) {
          \(reducer)
        }
        """
    }
    let caseKeyPaths = cases.compactMap { name, kind -> String? in
      guard keepsCaseKeyPaths, case .feature = kind else { return nil }
      return """
        static let \(name) = (
          state: \\\(self.name).State.Cases.\(name), action: \\\(self.name).Action.Cases.\(name)
        )
        """
    }
    // As TCA 1.25's macro writes it: each feature runs through `ifCaseLet` on an empty base,
    // erased to `Reduce`, whose type can be spelled. (With an opaque `some Reducer`, Swift would
    // infer the protocol's `Body` from the `Never` default instead.)
    let empty = "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>"
    let bodyType = ifCaseLets.isEmpty ? empty : "Reduce<Self.State, Self.Action>"
    let body =
      ifCaseLets.isEmpty
      ? "\(empty)()"
      : "ComposableArchitecture.Reduce(\n\(indented(["\(empty)()"] + ifCaseLets))\n)"
    var members: [DeclSyntax] = []
    if !declared.hasState {
      members.append(
        """
        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableArchitecture.ObservableState
        @ComposableArchitecture.CaseReflectable
        \(raw: access)enum State: ComposableArchitecture.CaseReducerState, \(raw: actionConformances), \(raw: observableConformance) {
        \(raw: indented(["\(access)typealias StateReducer = \(name)"] + stateCases))
        }
        """
      )
    }
    if !declared.hasAction {
      members.append(
        """
        @CasePaths.CasePathable
        @ComposableArchitecture.CaseReflectable
        \(raw: access)enum Action: \(raw: actionConformances) {
        \(raw: indented(actionCases))
        }
        """
      )
    }
    if !declared.hasBody {
      if !caseKeyPaths.isEmpty {
        members.append("private enum _$CaseKeyPaths {\n\(raw: indented(caseKeyPaths))\n}")
      }
      members.append(
        """
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: \(raw: bodyType) {
        \(raw: indented([body]))
        }
        """
      )
    }
    return members
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
