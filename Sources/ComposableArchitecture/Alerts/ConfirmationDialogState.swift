import Foundation

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
/// buttons, unless the parent set a new dialog meanwhile (each has an ``id``, as an alert
/// has). It dumps as swift-navigation's does, leaving out the id and an automatic title
/// visibility.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// Made when the dialog is: a new dialog is another dialog, whatever its text.
  public let id: UUID
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
    self.init(
      id: AlertID.next(), titleVisibility: titleVisibility, title: title(), message: message?(), buttons: actions()
    )
  }

  private init(
    id: UUID,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: TextState,
    message: TextState?,
    buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The dialog with its buttons' actions transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id,
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

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Equal when everything but the ids is, as in swift-navigation.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title && lhs.message == rhs.message
      && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}
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
