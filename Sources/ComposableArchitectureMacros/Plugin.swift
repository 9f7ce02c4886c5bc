import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ComposableArchitecturePlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseReflectableMacro.self,
    ReducerMacro.self,
  ]
}
