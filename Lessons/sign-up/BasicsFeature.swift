import ComposableArchitecture

/// Step 1: email and password, checked before the flow moves on.
@Reducer
struct BasicsFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Never>?
    var isEditingFromSummary = false
    @Shared var signUpData: SignUpData
  }

  enum Action: BindableAction {
    case alert(PresentationAction<Never>)
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case doneButtonTapped
    case nextButtonTapped

    enum Delegate {
      case stepFinished
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert, .binding, .delegate:
        return .none

      case .doneButtonTapped, .nextButtonTapped:
        if let problem = state.signUpData.basicsProblem {
          state.alert = AlertState { TextState(problem) }
          return .none
        }
        if case .doneButtonTapped = action {
          return .run { _ in await dismiss() }
        }
        return .send(.delegate(.stepFinished))
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension SignUpData {
  /// What is wrong with the email and password, or `nil` when they are fine.
  var basicsProblem: String? {
    if !email.contains("@") { return "Please enter an email address with an \"@\"." }
    if password.isEmpty { return "Please choose a password." }
    if password != passwordConfirmation { return "The password and its confirmation differ." }
    return nil
  }
}
