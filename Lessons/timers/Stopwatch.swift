import ComposableArchitecture

/// A stopwatch that shows whole seconds while it runs. One long-living effect ticks it: it
/// starts with the tap that starts the stopwatch and lives until something cancels it.
///
/// The clock is a dependency, `@Dependency(\.continuousClock)`. An effect that made its own
/// `ContinuousClock()` would wait real seconds in every test and in the playground, where
/// `advance` could never move it.
@Reducer
struct Stopwatch {
  @ObservableState
  struct State: Equatable {
    /// What the button shows: Stop while true, Start while false. The reducer keeps it in
    /// step with the ticking effect by hand, so every way the ticks end must set it too.
    var isRunning = false
    var seconds = 0
  }

  enum Action {
    /// The user closed the stopwatch's screen. The ticks end with it, but nothing here sets
    /// `isRunning` to false: on the way back the button says Stop while nothing ticks, and
    /// its next tap "stops" a stopwatch that was not running. Cancelling an effect never
    /// changes state.
    case screenClosed
    case secondPassed
    case startStopTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startStopTapped:
        state.isRunning.toggle()
        // Start or stop, the tap returns an effect with the ticks' id: `cancelInFlight` ends
        // the one already ticking, and a stopped stopwatch gets an effect that ends at once.
        return ticking(state.isRunning)
          .cancellable(id: CancelID.ticks, cancelInFlight: true)

      case .secondPassed:
        state.seconds += 1
        return .none

      case .screenClosed:
        return .cancel(id: CancelID.ticks)
      }
    }
  }

  /// The id of the ticking effect. A case of a private enum rather than a string: no other
  /// feature can cancel it by naming the same thing, and a misspelt case does not compile.
  private enum CancelID { case ticks }

  /// `.secondPassed` each second of the injected clock until cancelled; nothing at all when
  /// the stopwatch has just been stopped.
  private func ticking(_ isRunning: Bool) -> Effect<Action> {
    .run { send in
      guard isRunning else { return }
      for await _ in clock.timer(interval: .seconds(1)) {
        await send(.secondPassed)
      }
    }
  }
}
