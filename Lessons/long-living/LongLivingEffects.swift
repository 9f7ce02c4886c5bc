import ComposableArchitecture

/// The "Effects: Long-living" case study: count the screenshots taken while the screen is up.
///
/// `.task` starts an effect that listens to a stream that never ends. It is not cancellable by
/// an id: it lives as long as the view's `.task`, which cancels it when the view goes away, so
/// screenshots taken after that are not counted.
@Reducer
struct LongLivingEffects {
  @ObservableState
  struct State: Equatable {
    var screenshotCount = 0
  }

  enum Action {
    case task
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        // Listens for as long as the view is up: `for await` ends only when the view's task
        // is cancelled.
        return .run { send in
          for await _ in await self.screenshots() {
            await send(.userDidTakeScreenshotNotification)
          }
        }

      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}
