import ComposableArchitecture

/// A timer that ticks once a second while the screen is on the stack: popping the screen
/// cancels it.
///
/// TCA's case study ticks on `@Dependency(\.mainQueue)`, a Combine scheduler; Combine is not
/// on Linux, so this one ticks on the injected clock, `clock.timer(interval:)`, which the
/// playground's virtual clock drives.
@Reducer
struct ScreenC {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isTimerRunning = false
  }

  enum Action {
    case startButtonTapped
    case stopButtonTapped
    case timerTick
  }

  @Dependency(\.continuousClock) var clock
  enum CancelID { case timer }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isTimerRunning = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)
        .concatenate(with: .send(.stopButtonTapped))

      case .stopButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)

      case .timerTick:
        state.count += 1
        return .none
      }
    }
  }
}
