import ComposableArchitecture

/// The "Navigation: Sheet, load then present" case study: the button shows a spinner, loads
/// the counter for a second, and only then presents it in a sheet.
@Reducer
struct LoadThenPresent {
  @ObservableState
  struct State: Equatable {
    @Presents var counter: Counter.State?
    var isActivityIndicatorVisible = false
  }

  enum Action {
    case counter(PresentationAction<Counter.Action>)
    case counterButtonTapped
    case counterPresentationDelayCompleted
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none

      case .counterButtonTapped:
        state.isActivityIndicatorVisible = true
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.counterPresentationDelayCompleted)
        }

      case .counterPresentationDelayCompleted:
        state.isActivityIndicatorVisible = false
        state.counter = Counter.State()
        return .none
      }
    }
    .ifLet(\.$counter, action: \.counter) {
      Counter()
    }
  }
}
