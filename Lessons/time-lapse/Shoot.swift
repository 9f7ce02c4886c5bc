import ComposableArchitecture
import Foundation

/// The clip being shot, presented over the list. Appearing starts the camera, a long-living
/// effect that counts frames until the camera saves the clip or fails; stopping asks the camera
/// for the exact running time, and the parent hears the outcome through `delegate`.
@Reducer
struct Shoot {
  @ObservableState
  struct State: Equatable {
    var frames = 0
    var isSaving = false
    /// How long the clip ran: the camera's answer to the stop.
    var seconds: TimeInterval = 0
    var startedAt: Date
    var url: URL
  }

  enum Action {
    case cameraFailed(CameraError)
    case clipSaved
    case delegate(Delegate)
    case frameTaken(Int)
    case onAppear
    case stopButtonTapped
    case stopped(seconds: TimeInterval?)

    @CasePathable
    enum Delegate {
      case failed(CameraError)
      case saved(Clip.State)
    }
  }

  @Dependency(\.camera) var camera

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .cameraFailed(error):
        return .send(.delegate(.failed(error)))

      case .clipSaved:
        let clip = Clip.State(url: state.url, shotAt: state.startedAt, frames: state.frames, seconds: state.seconds)
        return .send(.delegate(.saved(clip)))

      case .delegate:
        return .none

      case let .frameTaken(frames):
        state.frames = frames
        return .none

      case .onAppear:
        // Runs until the camera's stream ends, or until the parent dismisses this screen,
        // which cancels it and the camera with it. The camera throws only `CameraError`s: any
        // other error is a bug, which `.run` reports as an issue.
        return .run { [url = state.url] send in
          do {
            for try await frames in camera.shoot(url: url) {
              await send(.frameTaken(frames))
            }
            await send(.clipSaved)
          } catch let error as CameraError {
            await send(.cameraFailed(error))
          }
        }

      case .stopButtonTapped:
        guard !state.isSaving else { return .none }
        state.isSaving = true
        return .run { send in
          await send(.stopped(seconds: camera.stopShooting()))
        }

      case let .stopped(seconds):
        state.seconds = seconds ?? state.seconds
        return .none
      }
    }
  }
}
