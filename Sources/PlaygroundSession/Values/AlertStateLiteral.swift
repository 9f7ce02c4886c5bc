import ComposableArchitecture
import PlaygroundText

/// An alert or a confirmation dialog typed as TCA's tests write one, so that test mode can
/// assert it:
///
///     $0.alert = AlertState { TextState("Clear the board?") } actions: {
///       ButtonState(role: .cancel) { TextState("Keep") }; ButtonState(action: .clearConfirmed) { TextState("Clear") }
///     } message: { TextState("Every piece goes back to the box.") }
///
/// The builder closures hold literals only, one value each for the title and the message, and
/// the buttons separated by `;`, as Swift reads them on one line.
///
/// Only an assertion types one: no view sends an alert in a binding, so `actions` and Tab
/// completion do not offer `.set(\.alert, …)`, which they would for a typeable property.
extension AlertState: ShellLiteralConvertible {
  static var isTypeable: Bool { false }

  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> AlertState {
    let alert = try AlertLiteral<Action>(literal, type: "AlertState", builder: builder)
    return AlertState(title: { alert.title }, actions: { for button in alert.buttons { button } }, message: alert.message)
  }
}

extension ConfirmationDialogState: ShellLiteralConvertible {
  static var isTypeable: Bool { false }

  static func make(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> ConfirmationDialogState {
    let dialog = try AlertLiteral<Action>(literal, type: "ConfirmationDialogState", builder: builder)
    return ConfirmationDialogState(
      titleVisibility: dialog.titleVisibility, title: { dialog.title },
      actions: { for button in dialog.buttons { button } }, message: dialog.message
    )
  }
}

/// The parts of a typed `AlertState { … } actions: { … } message: { … }`, or of a
/// `ConfirmationDialogState(titleVisibility: .visible) { … }`, each button's action built as
/// the alert's `Action`.
struct AlertLiteral<Action> {
  let title: TextState
  /// The message closure the initializer takes, when one was typed.
  let message: (() -> TextState)?
  let titleVisibility: ConfirmationDialogStateTitleVisibility
  let buttons: [ButtonState<Action>]

  init(_ literal: Literal, type: String, builder: ValueBuilder) throws(ParseError) {
    guard case let .initializer(typeName, arguments) = literal.value, typeName == type else {
      throw ParseError(
        "expected \(type) { TextState(\"…\") }, as a test writes one, found \(literal.summary)", column: literal.column
      )
    }
    var title: TextState?
    var message: TextState?
    var titleVisibility = ConfirmationDialogStateTitleVisibility.automatic
    var buttons: [ButtonState<Action>] = []
    for argument in arguments {
      switch (argument.label, argument.value.value) {
      case (nil, .closure), ("title", .closure):
        guard title == nil else { throw Self.unexpected(argument, in: type) }
        title = try Self.text(argument.value)
      case ("actions", let .closure(elements)) where title != nil:
        for element in elements { buttons.append(try Self.button(element, builder: builder)) }
      case ("message", .closure) where title != nil:
        message = try Self.text(argument.value)
      case ("titleVisibility", .enumCase) where type == "ConfirmationDialogState" && title == nil:
        titleVisibility = try Self.titleVisibility(argument.value)
      default:
        throw Self.unexpected(argument, in: type)
      }
    }
    guard let title else {
      throw ParseError("\(type) needs its title, as in \(type) { TextState(\"…\") }", column: literal.column)
    }
    self.title = title
    self.message = message.map { message in { message } }
    self.titleVisibility = titleVisibility
    self.buttons = buttons
  }

  private static func unexpected(_ argument: Literal.Argument, in type: String) -> ParseError {
    let dialog = type == "ConfirmationDialogState" ? "(titleVisibility: …) " : ""
    return ParseError(
      "unexpected \(argument.label.map { "'\($0):'" } ?? argument.value.summary) in \(type); write \(type) \(dialog){ title } actions: { buttons } message: { text }",
      column: argument.column
    )
  }

  /// `{ TextState("…") }`: a closure that makes one text.
  private static func text(_ closure: Literal) throws(ParseError) -> TextState {
    guard case let .closure(elements) = closure.value, elements.count == 1,
      case let .initializer("TextState", arguments) = elements[0].value, arguments.count == 1,
      arguments[0].label == nil || arguments[0].label == "verbatim",
      case let .string(text) = arguments[0].value.value
    else {
      throw ParseError("expected { TextState(\"…\") }, a closure that makes one text", column: closure.column)
    }
    return TextState(verbatim: text)
  }

  /// `ButtonState(role: .cancel, action: .confirm) { TextState("OK") }`.
  private static func button(_ literal: Literal, builder: ValueBuilder) throws(ParseError) -> ButtonState<Action> {
    guard case let .initializer("ButtonState", arguments) = literal.value else {
      throw ParseError("expected a button, ButtonState(…) { TextState(\"…\") }, found \(literal.summary)", column: literal.column)
    }
    var role: ButtonStateRole?
    var action: Action?
    var label: TextState?
    for argument in arguments {
      switch (argument.label, argument.value.value) {
      case ("role", .enumCase("cancel", nil)) where label == nil:
        role = .cancel
      case ("role", .enumCase("destructive", nil)) where label == nil:
        role = .destructive
      case ("role", _):
        throw ParseError("a button's role is .cancel or .destructive", column: argument.value.column)
      case ("action", _) where label == nil:
        guard Action.self != Never.self else {
          throw ParseError("this alert's buttons send no action: its action type is Never", column: argument.column)
        }
        action = try builder.build(argument.value, as: Action.self)
      case (nil, .closure) where label == nil, ("label", .closure) where label == nil:
        label = try text(argument.value)
      default:
        throw ParseError(
          "unexpected \(argument.label.map { "'\($0):'" } ?? argument.value.summary) in ButtonState; write ButtonState(role: …, action: …) { TextState(\"…\") }",
          column: argument.column
        )
      }
    }
    guard let label else {
      throw ParseError("a button needs its label, as in ButtonState { TextState(\"OK\") }", column: literal.column)
    }
    return ButtonState(role: role, action: .send(action)) { label }
  }

  private static func titleVisibility(_ literal: Literal) throws(ParseError) -> ConfirmationDialogStateTitleVisibility {
    switch literal.value {
    case .enumCase("automatic", nil): .automatic
    case .enumCase("hidden", nil): .hidden
    case .enumCase("visible", nil): .visible
    default: throw ParseError("titleVisibility is .automatic, .hidden or .visible", column: literal.column)
    }
  }
}
