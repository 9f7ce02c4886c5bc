/// A confirmation dialog in state: an action sheet's title, message and buttons, and the action
/// each button sends. It is presented exactly as ``AlertState`` is:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>?
/// }
/// enum Action {
///   case confirmationDialog(PresentationAction<Dialog>)
///   enum Dialog { case delete }
/// }
///
/// state.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Delete this item?")
/// } actions: {
///   ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
///
/// `.ifLet(\.$confirmationDialog, action: \.confirmationDialog)` dismisses it after any of its
/// buttons. It dumps as swift-navigation's does, leaving out an automatic title visibility.
public struct ConfirmationDialogState<Action> {
  public var titleVisibility: ConfirmationDialogStateTitleVisibility
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  /// - Parameters:
  ///   - titleVisibility: Whether the title shows; by default the platform decides.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The text under the title.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: titleVisibility, title: title(), message: message?(), buttons: actions())
  }

  private init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: TextState,
    message: TextState?,
    buttons: [ButtonState<Action>]
  ) {
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The dialog with its buttons' actions transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      titleVisibility: titleVisibility, title: title, message: message, buttons: buttons.map { $0.map(transform) }
    )
  }
}

/// Whether a confirmation dialog shows its title, as SwiftUI's `Visibility` has it.
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The platform decides.
  case automatic
  case hidden
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: _AlertContent {
  public var _kind: String { "confirmation dialog" }
}

extension ConfirmationDialogState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    let visibility: [(label: String?, value: Any)] =
      titleVisibility == .automatic ? [] : [("titleVisibility", titleVisibility)]
    return Mirror(self, children: visibility + contentDumpChildren, displayStyle: .struct)
  }
}
