import ComposableArchitecture

/// Step 4: everything entered so far. Each edit button presents that step as a sheet over the
/// same shared data, so an edit there shows here at once.
@Reducer
struct SummaryFeature {
  @Reducer
  enum Destination {
    case alert(AlertState<Never>)
    case basics(BasicsFeature)
    case personalInfo(PersonalInfoFeature)
    case topics(TopicsFeature)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var signUpData: SignUpData
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case editFavoriteTopicsButtonTapped
    case editPersonalInfoButtonTapped
    case editRequiredInfoButtonTapped
    case submitButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none

      case .editFavoriteTopicsButtonTapped:
        state.destination = .topics(
          TopicsFeature.State(isEditingFromSummary: true, topics: state.$signUpData.topics)
        )
        return .none

      case .editPersonalInfoButtonTapped:
        state.destination = .personalInfo(
          PersonalInfoFeature.State(isEditingFromSummary: true, signUpData: state.$signUpData)
        )
        return .none

      case .editRequiredInfoButtonTapped:
        state.destination = .basics(
          BasicsFeature.State(isEditingFromSummary: true, signUpData: state.$signUpData)
        )
        return .none

      case .submitButtonTapped:
        state.destination = .alert(AlertState { TextState("Thank you for signing up!") })
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SummaryFeature.Destination.State: Equatable {}
