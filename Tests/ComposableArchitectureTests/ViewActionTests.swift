import ComposableArchitecture
import Testing

/// A login form written as TCA's TicTacToe writes its `Login`: the actions a view sends are
/// nested in `case view(View)`, and bindings go through them.
@Reducer
struct ViewActionLogin {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var isLoginRequestInFlight = false
  }

  enum Action: ViewAction {
    case loginResponse(Bool)
    case view(View)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .loginResponse:
        state.isLoginRequestInFlight = false
        return .none
      case .view(.binding):
        return .none
      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .send(.loginResponse(true))
      }
    }
  }
}

/// Not a view here: any type holding a `store` sends view actions through `@ViewAction`.
@ViewAction(for: ViewActionLogin.self)
@MainActor
struct LoginScreen {
  let store: StoreOf<ViewActionLogin>

  func loginTapped() {
    send(.loginButtonTapped)
  }
}

@MainActor
@Suite struct ViewActionTests {
  @Test func viewCaseSatisfiesTheProtocol() {
    let action = ViewActionLogin.Action.view(.loginButtonTapped)
    #expect(action.is(\.view.loginButtonTapped))
    #expect(ViewActionLogin.Action.ViewAction.self == ViewActionLogin.Action.View.self)
  }

  @Test func sendFromAViewActionSenderWrapsTheActionInView() {
    let store = Store(initialState: ViewActionLogin.State()) { ViewActionLogin() }
    var received: [String] = []
    let logging = Store(initialState: ViewActionLogin.State()) {
      Reduce<ViewActionLogin.State, ViewActionLogin.Action> { _, action in
        received.append(String(customDumping: action))
        return .none
      }
    }
    LoginScreen(store: logging).loginTapped()
    #expect(received == ["ViewActionLogin.Action.view(.loginButtonTapped)"])

    LoginScreen(store: store).loginTapped()
    #expect(store.state.isLoginRequestInFlight == false, "the response came back synchronously")
  }

  @Test func testStoreSendsViewActionsByValueAndByCaseKeyPath() async {
    let store = TestStore(initialState: ViewActionLogin.State()) { ViewActionLogin() }
    await store.send(\.view.binding.email, "blob@pointfree.co") {
      $0.email = "blob@pointfree.co"
    }
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse) {
      $0.isLoginRequestInFlight = false
    }
  }

  @Test func actionsOfTheViewCaseAreReflectedForTheShell() throws {
    #expect(ViewActionLogin.Action.reflectedCases.map(\.name) == ["loginResponse", "view"])
    let tapped = try #require(ViewActionLogin.Action.View.reflectedCases.first { $0.name == "loginButtonTapped" })
    let view = try #require(ViewActionLogin.Action.reflectedCases.last)
    #expect(view.make([tapped.make([])]).is(\.view.loginButtonTapped))
  }
}
