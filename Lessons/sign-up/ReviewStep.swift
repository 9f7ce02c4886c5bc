import ComposableArchitecture

/// Step 4: everything the volunteer entered, with an edit button per section. Each presents
/// that section's step as a sheet over the same shared data, so a correction there shows here
/// at once, and closing the sheet keeps it.
@Reducer
struct ReviewStep {
  /// A section of the review, each with its edit button.
  enum Section: CaseIterable {
    case account
    case profile
    case shifts
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var signUpData: SignUpData
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped(Section)
    case submitButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .editButtonTapped(section):
        state.destination = Self.sheet(for: section, signUpData: state.$signUpData)
        return .none

      case .submitButtonTapped:
        let nickname = state.signUpData.nickname.isEmpty ? "volunteer" : state.signUpData.nickname
        state.destination = .alert(AlertState { TextState("Welcome aboard, \(nickname)! Your shifts are booked.") })
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// The step that edits `section`, opened to return here when its continue button is tapped.
  static func sheet(for section: Section, signUpData: Shared<SignUpData>) -> Destination.State {
    switch section {
    case .account: .account(AccountStep.State(returnsToReview: true, signUpData: signUpData))
    case .profile: .profile(ProfileStep.State(returnsToReview: true, signUpData: signUpData))
    case .shifts: .shifts(ShiftsStep.State(returnsToReview: true, shifts: signUpData.shifts))
    }
  }
}
