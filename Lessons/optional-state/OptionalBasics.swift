import ComposableArchitecture

/// The "Getting started" case study on optional state: a counter that is there or not. While
/// `optionalCounter` is `nil` there is no counter to show and no counter logic to run;
/// `ifLet` runs `Counter` only while it holds a value.
@Reducer
struct OptionalBasics {
  @ObservableState
  struct State: Equatable {
    var optionalCounter: Counter.State?
  }

  enum Action {
    case optionalCounter(Counter.Action)
    case toggleCounterButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .optionalCounter:
        return .none

      case .toggleCounterButtonTapped:
        state.optionalCounter = state.optionalCounter == nil ? Counter.State() : nil
        return .none
      }
    }
    // Attached to the parent's `Reduce`, so the child runs first: the parent cannot set the
    // counter to `nil` before the counter has handled its own action.
    .ifLet(\.optionalCounter, action: \.optionalCounter) {
      Counter()
    }
  }
}
