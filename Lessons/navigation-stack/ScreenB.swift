import ComposableArchitecture

/// Three buttons that ask for a screen to be pushed, without knowing those screens: the root
/// answers each.
@Reducer
struct ScreenB {
  @ObservableState
  struct State: Equatable {}

  enum Action {
    case screenAButtonTapped
    case screenBButtonTapped
    case screenCButtonTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { _, action in
      switch action {
      case .screenAButtonTapped, .screenBButtonTapped, .screenCButtonTapped:
        return .none
      }
    }
  }
}
