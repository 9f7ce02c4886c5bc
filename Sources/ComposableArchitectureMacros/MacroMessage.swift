import SwiftDiagnostics

/// A diagnostic from one of this package's macros: an error unless said otherwise.
struct MacroMessage: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ message: String, id: String, severity: DiagnosticSeverity = .error) {
    self.message = message
    self.diagnosticID = MessageID(domain: "ComposableArchitectureMacros", id: id)
    self.severity = severity
  }
}

/// The label of a fix-it one of this package's macros offers.
struct MacroFixItMessage: FixItMessage {
  let message: String
  let fixItID: MessageID

  init(_ message: String, id: String) {
    self.message = message
    self.fixItID = MessageID(domain: "ComposableArchitectureMacros", id: id)
  }
}
