import ComposableArchitecture
import PlaygroundText

/// The feature on top of the screen, which `send ^.action` addresses: the deepest presented
/// child or pushed stack element, found by walking the state as it is when the action is sent.
///
/// At each level a presented child (a `@Presents` property that is not `nil`, an alert
/// included) is on top of a navigation stack (one that is not empty, whose last element is on
/// top; see ``NavigationContainer``); the walk goes into that child's state and repeats until
/// nothing is presented or pushed. A child feature run with `Scope`, such as a tab, is looked into as
/// well, when it shows something itself: with the counter tab's alert up, `^.dismiss` is
/// `.counter(.alert(.dismiss))`.
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
  func action(for literal: Literal, builder: ValueBuilder = ValueBuilder()) throws(ParseError) -> Any {
    if case .enumCase("dismiss", nil) = literal.value { return dismissal }
    let cases = (actionType as? any CaseReflectable.Type)?.anyReflectedCases
    guard actionType != Never.self, cases?.isEmpty != true else {
      // An alert without button actions, such as `AlertState<Never>` or one whose
      // `enum Alert {}` has no cases yet, is on top.
      throw ParseError("the alert on top has no actions to send; close it with send ^.dismiss", column: literal.column)
    }
    if case let .enumCase(name, _) = literal.value, let cases, !cases.contains(where: { $0.name == name }) {
      // `^` takes `.dismiss` besides the feature's own cases, so a near miss may mean it.
      throw .unknownName(
        "\(displayName(actionType)) has no case .\(name)", name, among: cases.map(\.name) + ["dismiss"], kind: "cases",
        sigil: ".", column: literal.column
      )
    }
    return embed(try builder.build(literal, as: actionType))
  }

  /// The top-most feature over the feature with `state` and `actionType`, whose actions
  /// `embed` wraps into the loaded feature's; `nil` when that feature shows nothing over itself.
  private static func feature(
    over state: Any, actionType: Any.Type, embed: @escaping (Any) -> Any
  ) throws(Unreachable) -> TopMostFeature? {
    guard let actions = actionType as? any CaseReflectable.Type, let shown = try shownChild(in: state, actions: actions)
    else { return nil }
    switch shown {
    case let .navigation(name, shown):
      let navigation = try Navigation(name, showing: shown, in: actions, stateType: type(of: state))
      let child = ChildFeature(shown.state, featureCase: shown.featureCase, actionType: navigation.childActionType)
      let childEmbed = { embed(navigation.embed(child.embed($0))) }
      return try feature(over: child.state, actionType: child.actionType, embed: childEmbed)
        ?? TopMostFeature(state: child.state, actionType: child.actionType, embed: childEmbed, dismissal: embed(navigation.dismissal))
    case let .scoped(_, top):
      return top.wrapped(in: embed)
    }
  }

  /// What a feature shows over itself, one level down.
  private enum Shown {
    /// A presented child or a stack's top element, held by the property `name`.
    case navigation(name: String, ShownChild)
    /// A child feature the feature runs with `Scope`, held by the property `name`, which shows
    /// `top` over itself: a tab with an alert up. Its wrapping starts at the scoped child.
    case scoped(name: String, top: TopMostFeature)

    var name: String {
      switch self {
      case let .navigation(name, _), let .scoped(name, _): name
      }
    }

    var isPresented: Bool {
      if case let .navigation(_, child) = self { return child.elementID == nil }
      return false
    }
  }

  /// The top-most feature, with its actions and dismissal wrapped once more by `embed`.
  private func wrapped(in outer: @escaping (Any) -> Any) -> TopMostFeature {
    let embed = embed
    return TopMostFeature(state: state, actionType: actionType, embed: { outer(embed($0)) }, dismissal: outer(dismissal))
  }

  /// What `state` shows over its own feature, whose actions are `actions`: a presented child
  /// covers everything beside it; else a stack's top element, or a child feature run with
  /// `Scope` (a property whose name is an action case, as `counter` ↔ `.counter(…)`) that
  /// shows something itself. Two of either side by side are ambiguous.
  private static func shownChild(in state: Any, actions: any CaseReflectable.Type) throws(Unreachable) -> Shown? {
    var shown: [Shown] = []
    for property in Mirror(reflecting: state).children {
      guard let label = property.label else { continue }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      if let container = property.value as? any NavigationContainer {
        if let child = container.shownChild { shown.append(.navigation(name: name, child)) }
      } else if let top = try scopedChild(property.value, named: name, in: actions) {
        shown.append(.scoped(name: name, top: top))
      }
    }
    let presented = shown.filter(\.isPresented)
    let onTop = presented.isEmpty ? shown : presented
    guard onTop.count <= 1 else {
      let names = onTop.map(\.name)
      let listed = "\(names.dropLast().joined(separator: ", ")) and \(names.last!)"
      let both = names.count == 2 ? "both" : "all"
      let how =
        !presented.isEmpty ? "are \(both) presented"
        : onTop.allSatisfy({ if case .navigation = $0 { true } else { false } }) ? "are \(both) pushed"
        : "\(both) show a screen"
      throw Unreachable(
        message: "^ is ambiguous: \(listed) \(how) in \(displayName(type(of: state))); type the action in full"
      )
    }
    return onTop.first
  }

  /// The top-most feature over `value`, a child feature's state held by the property `name`,
  /// when `actions` has the case `.name(…)` that carries its actions, as `Scope(\.counter,
  /// action: \.counter)` pairs them; wrapped as far as that case. `nil` when the
  /// property is not such a child, or it shows nothing.
  private static func scopedChild(
    _ value: Any, named name: String, in actions: any CaseReflectable.Type
  ) throws(Unreachable) -> TopMostFeature? {
    guard !(value is any _AnyShared),
      let carrier = actions.anyReflectedCases.first(where: { $0.name == name && $0.parameters.count == 1 }),
      carrier.parameters[0].type is any CaseReflectable.Type
    else { return nil }
    let child = ChildFeature(value, featureCase: nil, actionType: carrier.parameters[0].type)
    return try feature(over: child.state, actionType: child.actionType, embed: { carrier.make([child.embed($0)]) })
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
      if let id = shown.elementID {
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

    init(_ state: Any, featureCase: FeatureCase?, actionType: Any.Type) {
      guard let featureCase,
        let enumCase = (actionType as? any CaseReflectable.Type)?.anyReflectedCases
          .first(where: { $0.name == featureCase.name && $0.parameters.count == 1 })
      else {
        self.state = state
        self.actionType = actionType
        self.embed = { $0 }
        return
      }
      self.state = featureCase.state
      self.actionType = enumCase.parameters[0].type
      self.embed = { enumCase.make([$0]) }
    }
  }
}
