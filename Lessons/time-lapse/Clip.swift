import ComposableArchitecture
import Foundation

/// One saved clip in the list: its title, and playback on the rig's screen. Playing runs the
/// player's stream of frames until the last, a failure, or the stop button. The player throws
/// only `PlaybackError`s: any other error is a bug, which `.run` reports as an issue.
@Reducer
struct Clip {
  @ObservableState
  struct State: Equatable, Identifiable {
    var url: URL
    var shotAt: Date
    var frames: Int
    var seconds: TimeInterval
    var title = ""
    /// The frame on the screen while the clip plays; `nil` when it does not.
    var frameOnScreen: Int?

    /// A clip is its file.
    var id: URL { url }
    var isPlaying: Bool { frameOnScreen != nil }
  }

  enum Action {
    case delegate(Delegate)
    case frameShown(Int)
    case playButtonTapped
    case playbackEnded
    case playbackFailed(PlaybackError)
    case stopButtonTapped
    case titleChanged(String)

    @CasePathable
    enum Delegate {
      case couldNotPlay(PlaybackError)
      case startedPlaying
    }
  }

  @Dependency(\.clipPlayer) var clipPlayer
  private enum CancelID { case playback }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case let .frameShown(frame):
        state.frameOnScreen = frame
        return .none

      case .playButtonTapped:
        guard !state.isPlaying else { return .none }
        state.frameOnScreen = 0
        return .merge(
          .send(.delegate(.startedPlaying)),
          .run { [url = state.url] send in
            do {
              for try await frame in clipPlayer.play(url: url) {
                await send(.frameShown(frame))
              }
              await send(.playbackEnded)
            } catch let error as PlaybackError {
              await send(.playbackFailed(error))
            }
          }
          .cancellable(id: CancelID.playback)
        )

      case .playbackEnded:
        state.frameOnScreen = nil
        return .none

      case let .playbackFailed(error):
        state.frameOnScreen = nil
        return .send(.delegate(.couldNotPlay(error)))

      case .stopButtonTapped:
        state.frameOnScreen = nil
        return .cancel(id: CancelID.playback)

      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}
