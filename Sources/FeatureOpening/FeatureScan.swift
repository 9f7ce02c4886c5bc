import SwiftParser
import SwiftSyntax

/// What `open` reads from the edited files, by syntax alone: the `@Reducer` types, which
/// other types each top-level type mentions (to find the feature none embeds), the shape of
/// each reducer's `State`, and the dependencies declared on `DependencyValues`.
public struct FeatureScan: Sendable {
  public struct Reducer: Equatable, Sendable {
    /// Qualified by the types it is nested in: `Counter`, `BookPage.Destination`.
    public let name: String
    /// A `@Reducer enum`, whose `State` is an enum the macro writes.
    public let isEnum: Bool
    public let isTopLevel: Bool
    /// The index of the file declaring it, in the order the files were added.
    public let file: Int
  }

  /// Whether a reducer's `State` can be made with `State()`.
  public enum StateShape: Equatable, Sendable {
    case hasEmptyInit
    /// The first reason it has none: a stored property with no initial value, or declared
    /// initialisers that all take arguments.
    case noEmptyInit(reason: String)
  }

  /// A `DependencyValues` property and the key its accessors read: `factClient`, `FactClient`.
  public struct Dependency: Equatable, Sendable {
    public let name: String
    public let key: String
    /// Whether the opened files give the key a `liveValue`.
    public var hasLiveValue: Bool
  }

  public private(set) var reducers: [Reducer] = []
  /// By top-level type name: every identifier in its declaration and its extensions.
  private(set) var mentions: [String: Set<String>] = [:]
  /// By reducer name: its `State`'s shape, when a `struct State` is declared for it.
  public private(set) var states: [String: StateShape] = [:]
  public private(set) var dependencies: [Dependency] = []
  /// The types declared `Equatable` or `Hashable`, in their declaration or an extension.
  public private(set) var equatableTypes: Set<String> = []

  public init() {}

  /// Adds what one file declares; `file` is its index among the files.
  public mutating func add(_ source: String, file: Int) {
    let tree = Parser.parse(source: source)
    let visitor = ScanVisitor(file: file)
    visitor.walk(tree)
    reducers += visitor.reducers
    for (name, identifiers) in visitor.mentions { mentions[name, default: []].formUnion(identifiers) }
    states.merge(visitor.states) { old, _ in old }
    dependencies += visitor.dependencies
    equatableTypes.formUnion(visitor.equatableTypes)
    liveKeys.formUnion(visitor.liveKeys)
    declaredTypes.formUnion(visitor.declaredTypes)
    for index in dependencies.indices { dependencies[index].hasLiveValue = liveKeys.contains(dependencies[index].key) }
  }

  private var liveKeys: Set<String> = []
  /// Types declared in the files and visible to the generated registration (not private).
  private var declaredTypes: Set<String> = []

  /// The dependencies whose key the opened files declare where the registration sees it.
  public var declaredDependencies: [Dependency] {
    dependencies.filter { declaredTypes.contains($0.key) }
  }

  /// The top-level reducers no other top-level reducer mentions, in the files' order.
  public var unembedded: [Reducer] {
    let topLevel = reducers.filter(\.isTopLevel)
    return topLevel.filter { reducer in
      !topLevel.contains { other in other.name != reducer.name && mentions[other.name]?.contains(reducer.name) == true }
    }
  }
}

private final class ScanVisitor: SyntaxVisitor {
  var reducers: [FeatureScan.Reducer] = []
  var mentions: [String: Set<String>] = [:]
  var states: [String: FeatureScan.StateShape] = [:]
  var dependencies: [FeatureScan.Dependency] = []
  var liveKeys: Set<String> = []
  var declaredTypes: Set<String> = []
  var equatableTypes: Set<String> = []
  /// The types the walk is inside, outermost first; an extension counts as its type.
  private var scope: [String] = []
  private let file: Int

  init(file: Int) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node, attributes: node.attributes, modifiers: node.modifiers, isEnum: false)
    noteEquatable(node.inheritanceClause)
    if node.name.text == "State", !scope.dropLast().isEmpty {
      states[scope.dropLast().joined(separator: ".")] = Self.shape(of: node)
    }
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node, attributes: node.attributes, modifiers: node.modifiers, isEnum: true)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node, attributes: node.attributes, modifiers: node.modifiers, isEnum: false)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.trimmedDescription
    if scope.isEmpty { mention(name, node) }
    scope.append(name)
    noteEquatable(node.inheritanceClause)
    if name == "DependencyValues" || name == "Dependencies.DependencyValues" {
      dependencies += node.memberBlock.members.compactMap { Self.dependency($0.decl) }
    }
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    if isStatic, names.contains("liveValue"), !scope.isEmpty { liveKeys.insert(scope.joined(separator: ".")) }
    return .visitChildren
  }

  private func enter(
    _ name: String, _ node: some SyntaxProtocol, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax,
    isEnum: Bool
  ) {
    if scope.isEmpty { mention(name, node) }
    scope.append(name)
    let qualified = scope.joined(separator: ".")
    let isPrivate = modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    if !isPrivate { declaredTypes.insert(qualified) }
    let isReducer = attributes.contains { attribute in
      let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      return name == "Reducer" || name == "ComposableArchitecture.Reducer"
    }
    if isReducer { reducers.append(.init(name: qualified, isEnum: isEnum, isTopLevel: scope.count == 1, file: file)) }
  }

  /// Notes the type the walk is in as `Equatable` when `inheritance` says so.
  private func noteEquatable(_ inheritance: InheritanceClauseSyntax?) {
    let names = (inheritance?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
    if names.contains(where: { ["Equatable", "Hashable", "Swift.Equatable", "Swift.Hashable"].contains($0) }) {
      equatableTypes.insert(scope.joined(separator: "."))
    }
  }

  private func mention(_ name: String, _ node: some SyntaxProtocol) {
    let identifiers = node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
      if case let .identifier(text) = token.tokenKind { return text }
      return nil
    }
    mentions[name, default: []].formUnion(identifiers)
  }

  /// `var factClient: FactClient { get { self[FactClient.self] } … }`
  private static func dependency(_ decl: DeclSyntax) -> FeatureScan.Dependency? {
    guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type.trimmedDescription, let accessors = binding.accessorBlock
    else { return nil }
    let key = accessors.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
      // `self[Key.self]`: the token before `.self` inside a subscript.
      guard token.tokenKind == .keyword(.self), token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
        let base = token.previousToken(viewMode: .sourceAccurate)?.parent?.parent?.as(MemberAccessExprSyntax.self)?.base
      else { return nil }
      return base.trimmedDescription
    }.first
    return .init(name: name, key: key ?? type, hasLiveValue: false)
  }

  /// Whether `State()` compiles: with initialisers declared, one that takes no argument;
  /// without, every stored property has an initial value or is an optional `var`.
  private static func shape(of state: StructDeclSyntax) -> FeatureScan.StateShape {
    let members = state.memberBlock.members.map(\.decl)
    let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    if !initializers.isEmpty {
      let empty = initializers.contains { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
      return empty ? .hasEmptyInit : .noEmptyInit(reason: "each of its init(…)s takes arguments")
    }
    for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
      guard !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
      let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
      for binding in variable.bindings where binding.initializer == nil && isStored(binding) {
        let type = binding.typeAnnotation?.type
        let isOptional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        if isVar && isOptional { continue }
        return .noEmptyInit(reason: "its property '\(binding.pattern.trimmedDescription)' has no initial value")
      }
    }
    return .hasEmptyInit
  }

  /// A binding with no accessors, or with only observers.
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case let .accessors(accessors) = block.accessors else { return false }
    return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
  }
}
