import ComposableArchitecture

/// Step 1: an email and a password, typed twice. Its continue button checks them and, while
/// something is wrong, says what in an alert instead of moving on.
@Reducer
struct AccountStep {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Never>?
    /// Presented by the review to correct a detail: continue closes it instead of going on.
    var returnsToReview = false
    /// The eye button beside the password: a field of the screen's own, bound through the store.
    var showsPassword = false
    @Shared var signUpData: SignUpData
  }

  enum Action: BindableAction {
    case alert(PresentationAction<Never>)
    case binding(BindingAction<State>)
    case continueButtonTapped
    case delegate(Delegate)

    enum Delegate {
      case finished
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .continueButtonTapped:
        if let problem = state.signUpData.accountProblem {
          state.alert = AlertState { TextState(problem) }
          return .none
        }
        return .leaveStep(returnsToReview: state.returnsToReview, dismiss: dismiss, finished: .delegate(.finished))

      case .alert, .binding, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension SignUpData {
  /// Why the account details can't be used yet, or `nil` once they can.
  var accountProblem: String? {
    guard email.contains("@") else { return "That email has no \"@\" in it." }
    guard password.count >= 8 else { return "A crew password needs 8 characters or more." }
    guard password == passwordAgain else { return "The two passwords don't match; type them again." }
    return nil
  }
}
