import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var destination: Destination.State?`, as in TCA: the property reads and writes
/// as an optional stored in `_destination: PresentationState<Destination.State>`, and
/// `$destination` projects that wrapper for `ifLet`.
///
/// It is a macro rather than a property wrapper so that the memberwise initializer takes the
/// optional itself, with `nil` as its default: `State()` and `State(destination: .edit(…))`
/// both compile, as they do in TCA.
public enum PresentsMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = presentedProperty(declaration, node: node, in: context) else { return [] }
    let storage = "_\(property.name)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      "get { \(raw: storage).wrappedValue }",
      "set { \(raw: storage).wrappedValue = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // The accessor expansion reports what is wrong with the declaration.
    guard let property = presentedProperty(declaration, node: node, in: nil) else { return [] }
    let wrapper = "ComposableArchitecture.PresentationState<\(property.wrapped)>"
    return [
      """
      \(raw: property.access)var $\(raw: property.name): \(raw: wrapper) {
        get { _\(raw: property.name) }
        set { _\(raw: property.name) = newValue }
      }
      """,
      "private var _\(raw: property.name) = \(raw: wrapper)(wrappedValue: nil)",
    ]
  }

  /// The name, the wrapped type and the access level of `@Presents var name: Wrapped?`.
  private static func presentedProperty(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    in context: (any MacroExpansionContext)?
  ) -> (name: String, wrapped: String, access: String)? {
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      property.bindingSpecifier.tokenKind == .keyword(.var),
      property.bindings.count == 1,
      let binding = property.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription,
      let wrapped = wrappedType(of: binding.typeAnnotation?.type)
    else {
      context?.diagnose(
        Diagnostic(
          node: node,
          message: MacroMessage(
            "'@Presents' applies to an optional 'var' with a type, e.g. "
              + "'@Presents var destination: Destination.State?'",
            id: "presents-not-optional"
          )
        )
      )
      return nil
    }
    return (name, wrapped, accessModifier(of: property.modifiers))
  }

  /// `Destination.State` for `Destination.State?` or `Optional<Destination.State>`.
  private static func wrappedType(of type: TypeSyntax?) -> String? {
    if let optional = type?.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmedDescription
    }
    guard
      let identifier = type?.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    else { return nil }
    return argument.argument.trimmedDescription
  }
}
