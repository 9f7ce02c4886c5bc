import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// TCA 1.25's `@Reducer` warns on a type that implements `reduce(into:action:)`, which the
/// `Reducer` protocol deprecates, and offers to rewrite the method as a `body` with a `Reduce`.
enum ReduceMethodDeprecation {
  /// TCA's headline for the warning, word for word, so a learner who searches it finds TCA's docs.
  static let headline =
    "'reduce(into:action:)' is deprecated: Reducers should be defined using the 'body' property and a 'Reduce'."

  /// Warns on the first `reduce(into:action:)` among `members`, as TCA's macro does: a method
  /// named `reduce` with an `inout` first parameter labelled `into`, a second labelled
  /// `action`, no `async` or `throws`, and a named return type.
  static func diagnose(_ members: MemberBlockSyntax, in context: some MacroExpansionContext) {
    guard
      let method = members.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
        .first(where: isReduceMethod)
    else { return }
    // The fix-it moves the method's statements into a `Reduce` that a `body` returns.
    let lines = method.body?.statements.map(\.trimmedDescription) ?? []
    let body = DeclSyntax("var body: some Reducer<State, Action> {\nReduce { state, action in\n\(raw: lines.joined(separator: "\n"))\n}\n}")
      .with(\.leadingTrivia, method.leadingTrivia)
    let rewrite = FixIt.replace(
      message: MacroFixItMessage("Use 'body' instead", id: "reduce-method-to-body"),
      oldNode: method,
      newNode: body
    )
    let warning = MacroMessage(headline, id: "reduce-method-deprecated", severity: .warning)
    context.diagnose(Diagnostic(node: method.name, message: warning, fixIt: rewrite))
  }

  private static func isReduceMethod(_ method: FunctionDeclSyntax) -> Bool {
    let parameters = method.signature.parameterClause.parameters
    guard
      method.name.text == "reduce", parameters.count == 2,
      let state = parameters.first, let action = parameters.last
    else { return false }
    return state.firstName.text == "into"
      && state.type.as(AttributedTypeSyntax.self)?.specifiers
        .contains(where: { $0.trimmedDescription == "inout" }) == true
      && action.firstName.text == "action"
      && method.signature.effectSpecifiers == nil
      && method.signature.returnClause?.type.is(IdentifierTypeSyntax.self) == true
  }
}
