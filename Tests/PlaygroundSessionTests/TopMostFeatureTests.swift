import ComposableArchitecture
import Testing

@testable import PlaygroundSession

/// The sign-up flow's action for `text`, typed after `^` with the flow in `state`.
private func action(_ text: String, in state: SignUpFlow.State) throws -> SignUpFlow.Action {
  let addressed = try LiteralParser.parseAction(text, startColumn: 6)
  #expect(addressed.topMostColumn == 6)
  let topMost = try TopMostFeature(over: state, actionType: SignUpFlow.Action.self)
  return try #require(try topMost.action(for: addressed.literal) as? SignUpFlow.Action)
}

/// Why `^` addresses nothing in `state`, a state of the feature whose actions are `actionType`.
private func unreachable(_ state: Any, actionType: any CaseReflectable.Type = SignUpFlow.Action.self) -> String? {
  do {
    _ = try TopMostFeature(over: state, actionType: actionType)
    return nil
  } catch {
    return error.message
  }
}

/// A feature whose stack's action case is not named as the property holding the stack, against
/// TCA's convention.
@Reducer
private struct Misnamed {
  struct State {
    var steps = StackState<Basics.State>()
  }

  enum Action {
    case path(StackActionOf<Basics>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// A tab, run with `Scope` by ``Tabs``: an alert with a button action, and a stack.
@Reducer
private struct Tab {
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var path = StackState<Basics.State>()
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case path(StackActionOf<Basics>)

    enum Alert: Equatable {
      case retry
    }
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// Two tabs side by side, each a child feature run with `Scope`, as shared-stats' are.
@Reducer
private struct Tabs {
  struct State: Equatable {
    var count = 0
    var first = Tab.State()
    var second = Tab.State()
  }

  enum Action: Equatable {
    case first(Tab.Action)
    case second(Tab.Action)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The tabs' action for `text`, typed after `^` with the tabs in `state`.
private func tabsAction(_ text: String, in state: Tabs.State) throws -> Tabs.Action {
  let addressed = try LiteralParser.parseAction(text, startColumn: 6)
  let topMost = try TopMostFeature(over: state, actionType: Tabs.Action.self)
  return try #require(try topMost.action(for: addressed.literal) as? Tabs.Action)
}

/// How `^` finds the feature on top in a state, and wraps its actions, for states no session
/// reaches with the sign-up flow's own actions.
@Suite struct TopMostFeatureTests {
  @Test func aDestinationEnumsCaseNamesTheActionCase() throws {
    var state = SignUpFlow.State()
    state.destination = .basics(Basics.State())
    #expect(try action("^.nextButtonTapped", in: state) == .destination(.presented(.basics(.nextButtonTapped))))
    #expect(try action("^.dismiss", in: state) == .destination(.dismiss))
  }

  @Test func anAlertsButtonActionIsPresented() throws {
    var state = SignUpFlow.State()
    state.destination = .confirmation(AlertState { TextState("Sign up?") })
    #expect(try action("^.submit", in: state) == .destination(.presented(.confirmation(.submit))))
  }

  @Test func aPresentedChildCoversTheStackBesideIt() throws {
    var state = SignUpFlow.State()
    state.path.append(.basics(Basics.State()))
    #expect(try action(#"^\.nextButtonTapped"#, in: state) == .path(.element(id: 0, action: .basics(.nextButtonTapped))))
    state.alert = AlertState { TextState("Welcome to the crew!") }
    #expect(try action("^.ok", in: state) == .alert(.presented(.ok)))
  }

  @Test func twoChildrenPresentedSideBySideAreAmbiguous() {
    var state = SignUpFlow.State()
    #expect(unreachable(state) == "nothing is pushed or presented; ^ addresses the top-most screen")
    state.destination = .basics(Basics.State())
    state.alert = AlertState { TextState("Welcome to the crew!") }
    #expect(
      unreachable(state)
        == "^ is ambiguous: destination and alert are both presented in SignUpFlow.State; type the action in full"
    )
  }

  @Test func aChildWhoseActionCaseIsNamedOtherwiseCannotBeAddressed() {
    var state = Misnamed.State()
    state.steps.append(Basics.State())
    #expect(
      unreachable(state, actionType: Misnamed.Action.self)
        == "Misnamed.Action has no case .steps(…) for the steps in Misnamed.State, so ^ can't address what it shows"
    )
  }

  @Test func anAlertInATabRunWithScopeIsOnTop() throws {
    var state = Tabs.State()
    state.first.alert = AlertState { TextState("Try again?") }
    #expect(try tabsAction("^.retry", in: state) == .first(.alert(.presented(.retry))))
    #expect(try tabsAction("^.dismiss", in: state) == .first(.alert(.dismiss)))
  }

  @Test func aStackInATabRunWithScopeIsOnTop() throws {
    var state = Tabs.State()
    state.second.path.append(Basics.State())
    #expect(try tabsAction("^.nextButtonTapped", in: state) == .second(.path(.element(id: 0, action: .nextButtonTapped))))
    #expect(try tabsAction("^.dismiss", in: state) == .second(.path(.popFrom(id: 0))))
  }

  @Test func twoTabsShowingSomethingAreAmbiguous() {
    var state = Tabs.State()
    #expect(unreachable(state, actionType: Tabs.Action.self) == "nothing is pushed or presented; ^ addresses the top-most screen")
    state.first.alert = AlertState { TextState("Try again?") }
    state.second.path.append(Basics.State())
    #expect(
      unreachable(state, actionType: Tabs.Action.self)
        == "^ is ambiguous: first and second both show a screen in Tabs.State; type the action in full"
    )
  }
}
