import ComposableArchitecture

/// The page being read, with a pinch that makes the text bigger or smaller, within
/// ``TextSize/range``.
@Reducer
struct Page {
  @ObservableState
  struct State: Equatable {
    @Shared(.textSize) var textSize = TextSize.standard
  }

  enum Action {
    case pinchedOut
    case pinchedIn
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pinchedOut:
        state.$textSize.withLock { $0 = min($0 + TextSize.step, TextSize.range.upperBound) }
        return .none

      case .pinchedIn:
        state.$textSize.withLock { $0 = max($0 - TextSize.step, TextSize.range.lowerBound) }
        return .none
      }
    }
  }
}
