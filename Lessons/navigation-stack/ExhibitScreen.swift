import ComposableArchitecture

/// One exhibit and its audio commentary, played on the clock a second at a time.
///
/// The commentary is the screen's own effect, so `forEach` cancels it when the screen leaves
/// the stack, however it leaves: its close button, a back swipe, a breadcrumb, "end tour".
@Reducer
struct ExhibitScreen {
  @ObservableState
  struct State: Equatable {
    var exhibit: Exhibit
    var isPlaying = false
    var secondsPlayed = 0
  }

  enum Action {
    case closeButtonTapped
    case commentaryTicked
    case pauseButtonTapped
    case playButtonTapped
  }

  enum CancelID { case commentary }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await dismiss() }

      case .commentaryTicked:
        state.secondsPlayed += 1
        guard state.secondsPlayed >= state.exhibit.commentarySeconds else { return .none }
        state.isPlaying = false
        state.secondsPlayed = 0
        return .cancel(id: CancelID.commentary)

      case .pauseButtonTapped:
        state.isPlaying = false
        return .cancel(id: CancelID.commentary)

      case .playButtonTapped:
        guard !state.isPlaying else { return .none }
        state.isPlaying = true
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.commentaryTicked)
          }
        }
        .cancellable(id: CancelID.commentary)
      }
    }
  }
}
