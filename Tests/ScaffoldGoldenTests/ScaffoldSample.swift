import ComposableArchitecture

/// Scaffold sample: a feature of your own, made by `tca-playground new ScaffoldSample` to be changed.
/// Tapping the button starts a `.run` effect that waits a second on the injected clock,
/// then sends `.delayCompleted`, which counts. `tca-playground scaffold-sample` tries it;
/// Tests/LessonsTests/ScaffoldSampleTests.swift tests it.
@Reducer
struct ScaffoldSample {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isWaiting = false
  }

  enum Action {
    case delayCompleted
    case incrementButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delayCompleted:
        state.count += 1
        state.isWaiting = false
        return .none

      case .incrementButtonTapped:
        state.isWaiting = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.delayCompleted)
        }
      }
    }
  }
}
