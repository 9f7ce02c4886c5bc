import SwiftDiagnostics

/// An error diagnostic from one of this package's macros.
struct MacroMessage: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity = .error

  init(_ message: String, id: String) {
    self.message = message
    self.diagnosticID = MessageID(domain: "ComposableArchitectureMacros", id: id)
  }
}
