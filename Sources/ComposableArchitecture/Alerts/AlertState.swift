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
///   TextState("👍 The number \(count) is prime!")
/// }
/// ```
///
/// `.ifLet(\.$alert, action: \.alert)` in the body dismisses the alert after any of its
/// buttons, and a button's action arrives as `.alert(.presented(action))`. It dumps as
/// swift-navigation's does: `AlertState(title: "…", actions: […], message: "…")`.
public struct AlertState<Action> {
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
    self.init(title: title(), message: message?(), buttons: actions())
  }

  private init(title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The alert with its buttons' actions transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}

extension AlertState: _AlertContent {
  public var _kind: String { "alert" }
}

extension AlertState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(self, children: contentDumpChildren, displayStyle: .struct)
  }
}
