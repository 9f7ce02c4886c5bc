import ComposableArchitecture

/// The "Getting started" case study on bindings with TCA's helpers: the form of
/// bindings-basics, but one `binding` action sets any field, `BindingReducer` writes it, and
/// the reducer after it only adds what a plain write cannot: a lower step count caps the
/// slider, and the reset button.
@Reducer
struct BindingForm {
  @ObservableState
  struct State: Equatable {
    var sliderValue = 5.0
    var stepCount = 10
    var text = ""
    var toggleIsOn = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    // First, so the `Reduce` below sees the field already written.
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.stepCount):
        state.sliderValue = min(state.sliderValue, Double(state.stepCount))
        return .none

      case .binding:
        return .none

      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}
