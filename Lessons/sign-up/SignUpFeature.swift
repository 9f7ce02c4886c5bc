import ComposableArchitecture

/// The "Shared state: Onboarding" case study: a sign-up flow of four steps on a navigation
/// stack, all editing one `@Shared` value.
///
/// A shell has no `NavigationLink`, so each step asks for the next one through a delegate
/// action and the root pushes it: the root is the one place that knows the order of steps.
@Reducer
struct SignUpFeature {
  @Reducer
  enum Path {
    case basics(BasicsFeature)
    case personalInfo(PersonalInfoFeature)
    case topics(TopicsFeature)
    case summary(SummaryFeature)
    /// The tutorial's last step: a delegate re-forwarded to itself (see the type).
    case loopPitfall(DelegateLoopPitfall)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Shared var signUpData: SignUpData
  }

  enum Action {
    case loopPitfallButtonTapped
    case path(StackActionOf<Path>)
    case signUpButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: _, action: .basics(.delegate(.stepFinished)))):
        state.path.append(.personalInfo(PersonalInfoFeature.State(signUpData: state.$signUpData)))
        return .none

      case .path(.element(id: _, action: .personalInfo(.delegate(.stepFinished)))):
        state.path.append(.topics(TopicsFeature.State(topics: state.$signUpData.topics)))
        return .none

      case .path(.element(id: _, action: .topics(.delegate(.stepFinished)))):
        state.path.append(.summary(SummaryFeature.State(signUpData: state.$signUpData)))
        return .none

      case .path:
        return .none

      case .loopPitfallButtonTapped:
        state.path.append(.loopPitfall(DelegateLoopPitfall.State()))
        return .none

      case .signUpButtonTapped:
        state.path.append(.basics(BasicsFeature.State(signUpData: state.$signUpData)))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension SignUpFeature.Path.State: Equatable {}
