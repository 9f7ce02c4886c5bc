import ComposableArchitecture

/// The alarm form of bindings-basics with TCA's binding helpers: one `binding` action sets any
/// field, `BindingReducer` writes it, and the `Reduce` after it keeps only the rules a plain
/// write cannot: a silent alarm vibrates, and the reset button.
@Reducer
struct AlarmBindingForm {
  @ObservableState
  struct State: Equatable {
    var label = ""
    var snoozeCount = 3
    var vibrates = false
    var volume = 0.5
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    // First, so the `Reduce` below sees the field already written. The price: a value the rules
    // refuse is in the state already, and the `Reduce` must put it back.
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.vibrates), .binding(\.volume):
        if state.volume == 0 {
          state.vibrates = true
        }
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
