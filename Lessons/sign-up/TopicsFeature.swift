import ComposableArchitecture

/// Step 3: the topics the user likes; at least one.
///
/// It holds only the part of the sign-up data it edits: the root derives
/// `$signUpData.topics`, a `Shared<Set<Topic>>` that writes through to the whole.
@Reducer
struct TopicsFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Never>?
    var isEditingFromSummary = false
    @Shared var topics: Set<SignUpData.Topic>
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
        guard !state.topics.isEmpty else {
          state.alert = AlertState { TextState("Please choose at least one topic.") }
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
