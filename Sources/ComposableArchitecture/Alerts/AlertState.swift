import Foundation

/// An alert in state: its title, message and buttons, and the action each button sends.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// enum Action {
///   case alert(PresentationAction<Alert>)
///   enum Alert { case confirmDeletion }
/// }
///
/// state.alert = AlertState {
///   TextState("Delete \(count) photos?")
/// }
/// ```
///
/// `.ifLet(\.$alert, action: \.alert)` in the body dismisses the alert after any of its
/// buttons, and a button's action arrives as `.alert(.presented(action))`, unless the parent
/// set a new alert while handling it: as in swift-navigation, each alert has an ``id`` of its
/// own, so the new one stays. It dumps as swift-navigation's does:
/// `AlertState(title: "…", actions: […], message: "…")`, without the id, which `==` ignores too.
public struct AlertState<Action>: Identifiable {
  /// Made when the alert is: a new alert is another alert, whatever its text.
  public let id: UUID
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons; with none, SwiftUI shows one OK button that dismisses the alert.
  ///   - message: The text under the title.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: AlertID.next(), title: title(), message: message?(), buttons: actions())
  }

  private init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The alert with its buttons' actions transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Two alerts with the same texts and buttons are equal, whatever their ids, as in
  /// swift-navigation: a test asserts an alert by writing it anew.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: _AlertContent {
  public var _kind: String { "alert" }
}

extension AlertState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(self, children: contentDumpChildren, displayStyle: .struct)
  }
}
