import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// The result of expanding macros in a piece of source, as the compiler would.
struct Expansion {
  /// The source with every macro expanded, without leading or trailing blank lines.
  let source: String
  let diagnostics: [Diagnostic]

  /// The messages of the diagnostics, in order.
  var messages: [String] { diagnostics.map(\.message) }
}

/// `@Reducer`, with the conformances the compiler passes when the type does not already
/// conform to `Reducer` or `CaseReducer`.
let reducerMacro = MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])

/// `@ReducerCaseIgnored` and `@ReducerCaseEphemeral`, which expand to nothing.
let reducerCaseMarkerMacro = MacroSpec(type: ReducerCaseMarkerMacro.self)

/// `@ObservableState`, with the conformance the compiler passes when the type does not already
/// conform to `ObservableState`.
let observableStateMacro = MacroSpec(type: ObservableStateMacro.self, conformances: ["ObservableState"])

/// `@ViewAction(for:)`, with the conformance the compiler passes when the type does not already
/// conform to `ViewActionSending`.
let viewActionMacro = MacroSpec(type: ViewActionMacro.self, conformances: ["ViewActionSending"])

/// `@Presents`.
let presentsMacro = MacroSpec(type: PresentsMacro.self)

/// `@CaseReflectable`, with the conformance the compiler passes when the type does not already
/// conform to `CaseReflectable`.
let caseReflectableMacro = MacroSpec(type: CaseReflectableMacro.self, conformances: ["CaseReflectable"])

/// `@Reducer` on a type that already conforms to `Reducer`: the compiler passes no conformances.
let reducerMacroAlreadyConforming = MacroSpec(type: ReducerMacro.self)

/// `@CaseReflectable` on an enum that already conforms to `CaseReflectable`.
let caseReflectableMacroAlreadyConforming = MacroSpec(type: CaseReflectableMacro.self)

/// The id of a diagnostic from this package's macros.
func macroMessageID(_ id: String) -> MessageID {
  MessageID(domain: "ComposableArchitectureMacros", id: id)
}

/// Expands `macros` (keyed by attribute name, e.g. `"Reducer"`) in `source`, indenting
/// generated code by two spaces.
func expand(_ source: String, macros: [String: MacroSpec]) -> Expansion {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")]
  )
  let expanded = file.expand(
    macroSpecs: macros,
    contextGenerator: { syntax in
      BasicMacroExpansionContext(sharingWith: context, lexicalContext: syntax.allMacroLexicalContexts())
    },
    indentationWidth: .spaces(2)
  )
  let text = expanded.description
    .drop(while: \.isNewline)
  return Expansion(
    source: String(text.reversed().drop(while: \.isNewline).reversed()),
    diagnostics: context.diagnostics
  )
}
