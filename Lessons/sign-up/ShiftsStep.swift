import ComposableArchitecture

/// Step 3: the shifts the volunteer takes, one at least and three at most.
///
/// It holds only the part of the sign-up it edits: the root hands it `$signUpData.shifts`, a
/// `Shared<Set<Shift>>` derived from the whole, which writes through to it.
@Reducer
struct ShiftsStep {
  /// The most shifts one volunteer may take over the weekend.
  static let maximumShifts = 3

  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Never>?
    /// Presented by the review to correct a detail: continue closes it instead of going on.
    var returnsToReview = false
    @Shared var shifts: Set<Shift>
  }

  enum Action {
    case alert(PresentationAction<Never>)
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
        if state.shifts.isEmpty {
          state.alert = AlertState { TextState("The crew needs you for one shift at least.") }
          return .none
        }
        if state.shifts.count > Self.maximumShifts {
          state.alert = AlertState { TextState("Three shifts is the most one volunteer may take.") }
          return .none
        }
        return .leaveStep(returnsToReview: state.returnsToReview, dismiss: dismiss, finished: .delegate(.finished))

      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
