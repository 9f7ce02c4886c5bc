import ComposableArchitecture

/// The settings tab: the same text size, and a button that puts it back to the standard one.
@Reducer
struct ReadingSettings {
  @ObservableState
  struct State: Equatable {
    @Shared(.textSize) var textSize = TextSize.standard
  }

  enum Action {
    case useStandardSizeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .useStandardSizeTapped:
        state.$textSize.withLock { $0 = TextSize.standard }
        return .none
      }
    }
  }
}
