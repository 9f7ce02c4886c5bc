import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ComposableArchitecturePlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseReflectableMacro.self,
    ObservableStateMacro.self,
    PresentsMacro.self,
    ReducerCaseMarkerMacro.self,
    ReducerMacro.self,
    ViewActionMacro.self,
  ]
}
