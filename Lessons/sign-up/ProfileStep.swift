import ComposableArchitecture

/// Step 2: a nickname for the crew list and a phone number for the day, both optional, so
/// continue always moves on.
@Reducer
struct ProfileStep {
  @ObservableState
  struct State: Equatable {
    /// Presented by the review to correct a detail: continue closes it instead of going on.
    var returnsToReview = false
    @Shared var signUpData: SignUpData
  }

  enum Action {
    case continueButtonTapped
    case delegate(Delegate)

    enum Delegate {
      case finished
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .continueButtonTapped:
        return .leaveStep(returnsToReview: state.returnsToReview, dismiss: dismiss, finished: .delegate(.finished))

      case .delegate:
        return .none
      }
    }
  }
}
