import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored` and `@ReducerCaseEphemeral` mark cases of a `@Reducer enum`. They
/// expand to nothing: `@Reducer` reads them.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
