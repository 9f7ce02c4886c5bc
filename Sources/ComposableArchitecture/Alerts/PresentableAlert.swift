/// An alert as a host without SwiftUI shows it: the playground's shell prints each alert or
/// confirmation dialog that appears in state, since a diff line is easy to miss.
public protocol _PresentableAlert {
  /// What it is, as the shell names it: `alert` or `confirmation dialog`.
  var _kind: String { get }
  var _title: String { get }
  var _message: String? { get }
  /// The buttons' labels; an alert without buttons shows one OK button.
  var _buttonLabels: [String] { get }
}

/// What ``AlertState`` and ``ConfirmationDialogState`` share, written once: a title, buttons
/// that send actions, and a message; how a host presents them; and how they dump.
public protocol _AlertContent<Action>: _PresentableAlert, _EphemeralState {
  associatedtype Action
  var title: TextState { get }
  var message: TextState? { get }
  var buttons: [ButtonState<Action>] { get }
}

extension _AlertContent {
  public var _title: String { title.description }
  public var _message: String? { message?.description }
  public var _buttonLabels: [String] { buttons.isEmpty ? ["OK"] : buttons.map(\.label.description) }

  /// The children both dump, as swift-navigation's do: `title`, then `actions` unless there
  /// are none, then `message` if there is one.
  var contentDumpChildren: [(label: String?, value: Any)] {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return children
  }
}
