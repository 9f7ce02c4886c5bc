import ComposableArchitecture

/// Step 2: name and phone number, all optional.
@Reducer
struct PersonalInfoFeature {
  @ObservableState
  struct State: Equatable {
    var isEditingFromSummary = false
    @Shared var signUpData: SignUpData
  }

  enum Action: BindableAction {
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
      case .binding, .delegate:
        return .none

      case .doneButtonTapped:
        return .run { _ in await dismiss() }

      case .nextButtonTapped:
        return .send(.delegate(.stepFinished))
      }
    }
  }
}
