import ComposableArchitecture

/// An `AlertState` or `ConfirmationDialogState` as the export spells it, as TCA's tests write
/// one: `AlertState { TextState("Alert!") } actions: { ButtonState(role: .cancel) { TextState("Cancel") }; … } message: { … }`.
///
/// A button's animation (`.send(_, animation:)`) is left out: a button sent with an animation
/// equals one without, in swift-navigation's `==` as here, so the test still compares equal.
struct ExportedAlert: Equatable, Sendable {
  struct Button: Equatable, Sendable {
    /// `cancel` or `destructive`.
    let role: String?
    /// The action the button sends, `nil` for one that only dismisses.
    let action: ExportValue?
    let label: String
  }

  /// `AlertState` or `ConfirmationDialogState`, without the generic argument, which the
  /// property it is assigned to gives.
  let type: String
  /// A confirmation dialog's `titleVisibility`, when not `.automatic`.
  let titleVisibility: String?
  let title: String
  let message: String?
  let buttons: [Button]

  /// Swift that builds it, on one line.
  func source(_ render: (ExportValue) throws(ExportError) -> String) throws(ExportError) -> String {
    var source = type
    if let titleVisibility { source += "(titleVisibility: .\(titleVisibility))" }
    source += " { TextState(\(title.debugDescription)) }"
    if !buttons.isEmpty {
      var items: [String] = []
      for button in buttons { items.append(try button.source(render)) }
      source += " actions: { " + items.joined(separator: "; ") + " }"
    }
    if let message { source += " message: { TextState(\(message.debugDescription)) }" }
    return source
  }
}

extension ExportedAlert.Button {
  func source(_ render: (ExportValue) throws(ExportError) -> String) throws(ExportError) -> String {
    var arguments: [String] = []
    if let role { arguments.append("role: .\(role)") }
    if let action { arguments.append("action: \(try render(action))") }
    let call = arguments.isEmpty ? "ButtonState" : "ButtonState(\(arguments.joined(separator: ", ")))"
    return "\(call) { TextState(\(label.debugDescription)) }"
  }
}

extension _AlertContent {
  /// Its buttons as the export spells them, each action read by `make`.
  func exportedButtons(_ make: (Any) -> ExportValue) -> [ExportedAlert.Button] {
    buttons.map { button in
      ExportedAlert.Button(
        role: button.role.map { "\($0)" }, action: button.action.action.map { make($0) },
        label: button.label.description
      )
    }
  }

  /// A confirmation dialog's title visibility when it is not `.automatic`; `nil` for an alert.
  var exportedTitleVisibility: String? {
    Mirror(reflecting: self).children.first { $0.label == "titleVisibility" }
      .map { "\($0.value)" }
      .flatMap { $0 == "automatic" ? nil : $0 }
  }
}
