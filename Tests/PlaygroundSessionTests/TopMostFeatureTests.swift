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
    state.alert = AlertState { TextState("Thank you for signing up!") }
    #expect(try action("^.ok", in: state) == .alert(.presented(.ok)))
  }

  @Test func twoChildrenPresentedSideBySideAreAmbiguous() {
    var state = SignUpFlow.State()
    #expect(unreachable(state) == "nothing is pushed or presented; ^ addresses the top-most screen")
    state.destination = .basics(Basics.State())
    state.alert = AlertState { TextState("Thank you for signing up!") }
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
}
