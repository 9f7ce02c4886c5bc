import ComposableArchitecture

/// The feature on top of the screen, which `send ^.action` addresses: the deepest presented
/// child or pushed stack element, found by walking the state as it is when the action is sent.
///
/// At each level a presented child (a `@Presents` property that is not `nil`) is on top of a
/// navigation stack (a `StackState` that is not empty, whose last element is on top); the walk
/// goes into that child's state and repeats until nothing is presented or pushed.
///
/// An action of the feature found is wrapped back up into the loaded feature's action, through
/// `CaseReflectable`, by TCA's naming convention: the case carrying a child's actions is named
/// as the property holding its state (`path` ↔ `.path(StackAction)`, `destination` ↔
/// `.destination(PresentationAction)`), and a `@Reducer enum`'s action case as its state's
/// case. With a sign-up flow's `personalInfo` step pushed as `#1`:
///
/// ```
/// ^.nextButtonTapped  →  .path(.element(id: #1, action: .personalInfo(.nextButtonTapped)))
/// ^.dismiss           →  .path(.popFrom(id: #1))
/// ```
struct TopMostFeature {
  /// Why `^` addresses nothing now.
  struct Unreachable: Error {
    let message: String
  }

  /// The feature's state, such as a `PersonalInfo.State`, as it is now.
  let state: Any
  /// The type the feature's actions are read as, such as `PersonalInfo.Action`.
  let actionType: Any.Type
  /// Wraps an action of the feature into an action of the loaded feature.
  private let embed: (Any) -> Any
  /// The loaded feature's action that dismisses the feature: its presentation's `.dismiss`, or
  /// `.popFrom(id:)` of its stack, as `@Dependency(\.dismiss)` would send.
  private let dismissal: Any

  private init(state: Any, actionType: Any.Type, embed: @escaping (Any) -> Any, dismissal: Any) {
    self.state = state
    self.actionType = actionType
    self.embed = embed
    self.dismissal = dismissal
  }

  /// The top-most feature over the loaded one, whose state and action type are given.
  init(over state: Any, actionType: any CaseReflectable.Type) throws(Unreachable) {
    guard let feature = try Self.feature(over: state, actionType: actionType, embed: { $0 }) else {
      throw Unreachable(message: "nothing is pushed or presented; ^ addresses the top-most screen")
    }
    self = feature
  }

  /// The loaded feature's action for `literal`, typed after `^`: an action of this feature,
  /// or `.dismiss`, which dismisses it.
  func action(for literal: Literal) throws(ParseError) -> Any {
    if case .enumCase("dismiss", nil) = literal.value { return dismissal }
    guard actionType != Never.self else {
      // An alert without button actions, such as `AlertState<Never>`, is on top.
      throw ParseError("the alert on top has no actions to send; close it with send ^.dismiss", column: literal.column)
    }
    return embed(try ValueBuilder().build(literal, as: actionType))
  }

  /// The top-most feature over the feature with `state` and `actionType`, whose actions
  /// `embed` wraps into the loaded feature's; `nil` when that feature shows nothing over itself.
  private static func feature(
    over state: Any, actionType: Any.Type, embed: @escaping (Any) -> Any
  ) throws(Unreachable) -> TopMostFeature? {
    guard let actions = actionType as? any CaseReflectable.Type, let (name, shown) = try shownChild(in: state)
    else { return nil }
    let navigation = try Navigation(name, showing: shown, in: actions, stateType: type(of: state))
    let child = ChildFeature(shown.state, actionType: navigation.childActionType)
    let childEmbed = { embed(navigation.embed(child.embed($0))) }
    return try feature(over: child.state, actionType: child.actionType, embed: childEmbed)
      ?? TopMostFeature(state: child.state, actionType: child.actionType, embed: childEmbed, dismissal: embed(navigation.dismissal))
  }

  /// The child `state` shows over its own feature, and the name of the property holding it,
  /// without `@Presents`' underscore: a presented child, which covers any stack, or else a
  /// stack's top element.
  private static func shownChild(in state: Any) throws(Unreachable) -> (name: String, child: ShownChild)? {
    let shown = Mirror(reflecting: state).children.compactMap { property -> (name: String, child: ShownChild)? in
      guard let label = property.label, let child = (property.value as? any NavigationContainer)?.shownChild
      else { return nil }
      return (label.hasPrefix("_") ? String(label.dropFirst()) : label, child)
    }
    let presented = shown.filter { $0.child.stackID == nil }
    let onTop = presented.isEmpty ? shown : presented
    guard onTop.count <= 1 else {
      let names = onTop.map(\.name)
      throw Unreachable(
        message: "^ is ambiguous: \(names.dropLast().joined(separator: ", ")) and \(names.last!) are \(names.count == 2 ? "both" : "all") \(presented.isEmpty ? "pushed" : "presented") in \(displayName(type(of: state))); type the action in full"
      )
    }
    return onTop.first
  }

  /// How a feature's action reaches the child its stack or presentation shows: the feature's
  /// case named as the property (`.path`, `.destination`), then the stack's `.element(id:action:)`
  /// or the presentation's `.presented`.
  private struct Navigation {
    /// The type of the actions `.element` or `.presented` carries: `Path.Action`.
    let childActionType: Any.Type
    /// Wraps such an action into the feature's action.
    let embed: (Any) -> Any
    /// The feature's action that pops the element or dismisses the presented child.
    let dismissal: Any

    init(
      _ name: String, showing shown: ShownChild, in actions: any CaseReflectable.Type, stateType: Any.Type
    ) throws(Unreachable) {
      guard let carrier = actions.anyReflectedCases.first(where: { $0.name == name && $0.parameters.count == 1 }),
        let navigationActions = carrier.parameters[0].type as? any CaseReflectable.Type
      else {
        throw Unreachable(
          message: "\(displayName(actions)) has no case .\(name)(…) for the \(name) in \(displayName(stateType)), so ^ can't address what it shows"
        )
      }
      let cases = navigationActions.anyReflectedCases
      func named(_ caseName: String, taking count: Int) throws(Unreachable) -> AnyReflectedCase {
        guard let found = cases.first(where: { $0.name == caseName && $0.parameters.count == count }) else {
          throw Unreachable(
            message: "\(displayName(navigationActions)) has no case .\(caseName), so ^ can't address what \(name) shows"
          )
        }
        return found
      }
      let wrap: (Any) -> Any
      if let id = shown.stackID {
        let element = try named("element", taking: 2)
        childActionType = element.parameters[1].type
        wrap = { element.make([id, $0]) }
        dismissal = carrier.make([try named("popFrom", taking: 1).make([id])])
      } else {
        let presented = try named("presented", taking: 1)
        childActionType = presented.parameters[0].type
        wrap = { presented.make([$0]) }
        dismissal = carrier.make([try named("dismiss", taking: 0).make([])])
      }
      embed = { carrier.make([wrap($0)]) }
    }
  }

  /// The feature a stack element or presented child is: the state itself, or, for a
  /// `@Reducer enum` such as `Path`, the feature in its state's case, `.basics(Basics.State)`,
  /// whose actions the action case of the same name carries.
  private struct ChildFeature {
    let state: Any
    let actionType: Any.Type
    /// Wraps the feature's action into the element's or child's action: `.basics(…)`.
    let embed: (Any) -> Any

    init(_ state: Any, actionType: Any.Type) {
      let mirror = Mirror(reflecting: state)
      guard mirror.displayStyle == .enum, let payload = mirror.children.first, let caseName = payload.label,
        let enumCase = (actionType as? any CaseReflectable.Type)?.anyReflectedCases
          .first(where: { $0.name == caseName && $0.parameters.count == 1 })
      else {
        self.state = state
        self.actionType = actionType
        self.embed = { $0 }
        return
      }
      self.state = payload.value
      self.actionType = enumCase.parameters[0].type
      self.embed = { enumCase.make([$0]) }
    }
  }
}
