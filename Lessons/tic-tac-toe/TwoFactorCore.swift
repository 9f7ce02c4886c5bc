import ComposableArchitecture

/// The second-factor screen, presented by login for the accounts that need it: a code of at
/// least four characters, checked against the token the login answered.
@Reducer
struct TwoFactor {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var code = ""
    var isFormValid = false
    var isTwoFactorRequestInFlight = false
    let token: String
  }

  enum Action: ViewAction {
    case alert(PresentationAction<Alert>)
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)
    case view(View)

    enum Alert: Equatable {}

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case submitButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case let .twoFactorResponse(.failure(error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isTwoFactorRequestInFlight = false
        return .none

      case .twoFactorResponse(.success):
        // The parent, which presented this screen, reacts to the success: it starts a game.
        state.isTwoFactorRequestInFlight = false
        return .none

      case .view(.binding):
        state.isFormValid = state.code.count >= 4
        return .none

      case .view(.submitButtonTapped):
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token] send in
          await send(.twoFactorResponse(Result { try await authenticationClient.twoFactor(code: code, token: token) }))
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
