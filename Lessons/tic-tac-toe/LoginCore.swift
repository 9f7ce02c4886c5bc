import ComposableArchitecture

/// The login screen: an email and a password, valid once both are filled in; logging in
/// either ends here or presents the second-factor screen.
@Reducer
struct Login {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var email = ""
    var isFormValid = false
    var isLoginRequestInFlight = false
    var password = ""
    @Presents var twoFactor: TwoFactor.State?
  }

  enum Action: ViewAction {
    case alert(PresentationAction<Alert>)
    case loginResponse(Result<AuthenticationResponse, any Error>)
    case twoFactor(PresentationAction<TwoFactor.Action>)
    case view(View)

    enum Alert: Equatable {}

    /// What the view sends: its fields' bindings and its button.
    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case loginButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case let .loginResponse(.success(response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        return .none

      case let .loginResponse(.failure(error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isLoginRequestInFlight = false
        return .none

      case .twoFactor:
        return .none

      case .view(.binding):
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password] send in
          await send(.loginResponse(Result { try await authenticationClient.login(email: email, password: password) }))
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$twoFactor, action: \.twoFactor) {
      TwoFactor()
    }
  }
}
