import ComposableArchitecture

/// A stopwatch that counts whole seconds while it runs. Its ticks come from one long-living
/// effect that lives from the tap that starts the stopwatch to whatever ends it.
///
/// The clock is asked for, `@Dependency(\.continuousClock)`, never made on the spot: a
/// `ContinuousClock()` inside the effect would wait real seconds in every test, and here.
@Reducer
struct Timers {
  @ObservableState
  struct State: Equatable {
    /// Whether the button says Stop. The reducer keeps it in step with the ticking effect by
    /// hand, so every way the effect ends has to set it too.
    var isTimerActive = false
    var secondsElapsed = 0
  }

  @Dependency(\.continuousClock) var clock

  enum Action {
    /// The screen went away. The ticks stop with it, but nothing here turns `isTimerActive`
    /// off: back on screen the button says Stop while no effect ticks, and its next tap
    /// "stops" a stopwatch that was not running. Cancelling an effect never changes state.
    case onDisappear
    case timerTicked
    case toggleTimerButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleTimerButtonTapped:
        state.isTimerActive.toggle()
        // Either way an effect with the timer's id: `cancelInFlight` ends the one ticking,
        // and a stopwatch turned off gets an effect that ends at once.
        return ticks(whileRunning: state.isTimerActive)
          .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none

      case .onDisappear:
        return .cancel(id: CancelID.timer)
      }
    }
  }

  /// The id of the one ticking effect. An enum case, not a string: no other feature can name
  /// it by accident, and a misspelt case does not compile.
  private enum CancelID { case timer }

  /// `.timerTicked` once a second on the injected clock until cancelled, or nothing at all
  /// when the stopwatch is off.
  private func ticks(whileRunning running: Bool) -> Effect<Action> {
    .run { send in
      guard running else { return }
      for await _ in clock.timer(interval: .seconds(1)) {
        await send(.timerTicked)
      }
    }
  }
}
