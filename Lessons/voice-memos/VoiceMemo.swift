import ComposableArchitecture
import Foundation

/// One recorded memo in the list: its title, and playback. Playing it starts the audio player
/// and a timer that moves the progress every half second; the player finishing, failing, or
/// a second tap stops both.
@Reducer
struct VoiceMemo {
  @ObservableState
  struct State: Equatable, Identifiable {
    var date: Date
    var duration: TimeInterval
    var mode = Mode.notPlaying
    var title = ""
    var url: URL

    /// A memo is its file.
    var id: URL { url }

    @CasePathable
    @dynamicMemberLookup
    @CaseReflectable
    enum Mode: Equatable {
      case notPlaying
      case playing(progress: Double)
    }
  }

  enum Action {
    case audioPlayerClient(Result<Bool, any Error>)
    case delegate(Delegate)
    case playButtonTapped
    case timerUpdated(TimeInterval)
    case titleTextFieldChanged(String)

    @CasePathable
    enum Delegate {
      case playbackStarted
      case playbackFailed
    }
  }

  @Dependency(\.audioPlayer) var audioPlayer
  @Dependency(\.continuousClock) var clock
  private enum CancelID { case play }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .audioPlayerClient(.failure):
        state.mode = .notPlaying
        return .merge(
          .cancel(id: CancelID.play),
          .send(.delegate(.playbackFailed))
        )

      case .audioPlayerClient:
        state.mode = .notPlaying
        return .cancel(id: CancelID.play)

      case .delegate:
        return .none

      case .playButtonTapped:
        switch state.mode {
        case .notPlaying:
          state.mode = .playing(progress: 0)
          return .run { [url = state.url] send in
            await send(.delegate(.playbackStarted))
            // The player and the progress timer run side by side; the player's answer
            // cancels this whole effect, timer included.
            async let playing: Void = send(.audioPlayerClient(Result { try await audioPlayer.play(url: url) }))
            var elapsed: TimeInterval = 0
            for await _ in clock.timer(interval: .milliseconds(500)) {
              elapsed += 0.5
              await send(.timerUpdated(elapsed))
            }
            await playing
          }
          .cancellable(id: CancelID.play, cancelInFlight: true)

        case .playing:
          state.mode = .notPlaying
          return .cancel(id: CancelID.play)
        }

      case let .timerUpdated(elapsed):
        // A tick already on its way when playback stopped changes nothing.
        if case .playing = state.mode {
          state.mode = .playing(progress: elapsed / state.duration)
        }
        return .none

      case let .titleTextFieldChanged(title):
        state.title = title
        return .none
      }
    }
  }
}
