/// A button of an alert: its label, its role, and the action it sends when tapped.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ButtonState(role: .cancel) {
///   TextState("Cancel")
/// }
/// ```
///
/// A button without an action only dismisses its alert.
public struct ButtonState<Action> {
  public let role: ButtonStateRole?
  public let action: ButtonStateAction<Action>
  public let label: TextState

  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// The button with its action transformed.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: .send(transform(action.action))) { label }
  }
}

/// What tapping a button sends: an action, or nothing.
public struct ButtonStateAction<Action> {
  /// The action, if the button has one.
  public let action: Action?

  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

/// What a button is for, as SwiftUI's `ButtonRole` has it.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  case cancel
  case destructive
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// `ButtonState(role: .cancel, action: .send(nil), label: "OK")`, leaving out a missing role,
  /// as swift-navigation's does.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension ButtonStateAction: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(self, children: ["send": action as Any], displayStyle: .enum)
  }
}

/// Builds an alert's list of buttons from `ButtonState` expressions, `if`s and `for`s.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}
