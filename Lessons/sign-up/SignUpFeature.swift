import ComposableArchitecture

/// Signing up as a volunteer for the harbour festival crew: a stack of steps (account, profile,
/// shifts, review) that all edit one `@Shared` `SignUpData`.
///
/// No step knows which step follows it. Each says it is finished with a delegate action, and
/// the root, the one place that knows the order, pushes the next screen.
@Reducer
struct SignUpFeature {
  @Reducer
  enum Path {
    case account(AccountStep)
    case profile(ProfileStep)
    case shifts(ShiftsStep)
    case review(ReviewStep)
    /// The tutorial's last step: a delegate answered by sending it again (see the type).
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
      case .signUpButtonTapped:
        state.path.append(.account(AccountStep.State(signUpData: state.$signUpData)))
        return .none

      case let .path(.element(id: _, action: screenAction)):
        if let next = Self.screen(after: screenAction, signUpData: state.$signUpData) {
          state.path.append(next)
        }
        return .none

      case .path:
        return .none

      case .loopPitfallButtonTapped:
        state.path.append(.loopPitfall(DelegateLoopPitfall.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  /// The screen to push when a step's delegate says it is finished; `nil` for any other action.
  static func screen(after action: Path.Action, signUpData: Shared<SignUpData>) -> Path.State? {
    switch action {
    case .account(.delegate(.finished)):
      .profile(ProfileStep.State(signUpData: signUpData))
    case .profile(.delegate(.finished)):
      .shifts(ShiftsStep.State(shifts: signUpData.shifts))
    case .shifts(.delegate(.finished)):
      .review(ReviewStep.State(signUpData: signUpData))
    default:
      nil
    }
  }
}

extension SignUpFeature.Path.State: Equatable {}
