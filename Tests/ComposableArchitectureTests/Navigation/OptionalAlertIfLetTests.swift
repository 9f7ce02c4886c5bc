import ComposableArchitecture
import Testing

/// `.ifLet(\.alert, action: \.alert)` with no child reducer, on the alert's plain optional
/// rather than its `PresentationState`, as TCA's onboarding case study writes it: any of the
/// alert's actions clears it, unless the parent put up another alert meanwhile.
@MainActor
struct OptionalAlertIfLetTests {
  @Reducer
  struct Topics {
    @ObservableState
    struct State: Equatable {
      var attempts = 0
      @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable {
      case alert(PresentationAction<Alert>)
      case nextButtonTapped
      @CasePathable
      enum Alert: Equatable {
        case retryButtonTapped
      }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .nextButtonTapped:
          state.alert = .chooseATopic
          return .none
        case .alert(.presented(.retryButtonTapped)):
          state.attempts += 1
          if state.attempts < 2 { state.alert = .chooseATopic }
          return .none
        case .alert:
          return .none
        }
      }
      .ifLet(\.alert, action: \.alert)
    }
  }

  @Test func anAlertActionClearsTheAlert() async {
    let store = TestStore(initialState: Topics.State(attempts: 1)) { Topics() }
    await store.send(.nextButtonTapped) {
      $0.alert = .chooseATopic
    }
    await store.send(\.alert.presented.retryButtonTapped) {
      $0.attempts = 2
      $0.alert = nil
    }
  }

  @Test func aDismissClearsTheAlert() async {
    let store = TestStore(initialState: Topics.State()) { Topics() }
    await store.send(.nextButtonTapped) {
      $0.alert = .chooseATopic
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test func aNewAlertSetWhileHandlingTheOldOneStays() async {
    let store = TestStore(initialState: Topics.State()) { Topics() }
    await store.send(.nextButtonTapped) {
      $0.alert = .chooseATopic
    }
    await store.send(\.alert.presented.retryButtonTapped) {
      $0.attempts = 1
      $0.alert = .chooseATopic
    }
  }
}

extension AlertState where Action == OptionalAlertIfLetTests.Topics.Action.Alert {
  fileprivate static var chooseATopic: Self {
    AlertState {
      TextState("Pick one topic or more first.")
    } actions: {
      ButtonState(action: .retryButtonTapped) { TextState("Retry") }
    }
  }
}
