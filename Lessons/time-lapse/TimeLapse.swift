import ComposableArchitecture
import Foundation

/// A time-lapse camera app: the clips shot so far, a shoot button that asks for the camera
/// once, and the clip being shot presented over the list. A saved clip goes on top; a refused
/// camera, a failed clip or a damaged file is an alert.
@Reducer
struct TimeLapse {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var cameraAccess = CameraAccess.notAsked
    var clips: IdentifiedArrayOf<Clip.State> = []
    /// Numbers the clip files, so each has a short name of its own: `/DCIM/1.mov`, `/DCIM/2.mov`.
    var clipsShot = 0
    @Presents var shoot: Shoot.State?

    enum CameraAccess: CaseIterable {
      case granted
      case notAsked
      case refused
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case cameraAccessAnswered(Bool)
    case clips(IdentifiedActionOf<Clip>)
    case deleteSwiped(IndexSet)
    case shoot(PresentationAction<Shoot.Action>)
    case shootButtonTapped

    enum Alert: Equatable {
      case openSettings
    }
  }

  @Dependency(\.camera.requestAccess) var requestAccess
  @Dependency(\.date) var date
  @Dependency(\.openSettings) var openSettings

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.openSettings)):
        return .run { _ in await openSettings() }

      case .alert:
        return .none

      case let .cameraAccessAnswered(granted):
        state.cameraAccess = granted ? .granted : .refused
        if granted {
          startShooting(&state)
        } else {
          state.alert = .cameraRefused
        }
        return .none

      case let .clips(.element(id: playing, action: .delegate(.startedPlaying))):
        // The rig has one screen: the clip that starts stops any other.
        let others = state.clips.filter { $0.isPlaying && $0.id != playing }.map(\.id)
        return .merge(others.map { .send(.clips(.element(id: $0, action: .stopButtonTapped))) })

      case let .clips(.element(id: _, action: .delegate(.couldNotPlay(error)))):
        state.alert = AlertState { TextState("The clip cannot be played.") } message: { TextState(error.message) }
        return .none

      case .clips:
        return .none

      case let .deleteSwiped(offsets):
        // A list only swipes rows it shows; the shell can type any offset, and one past the
        // rows would stop the program.
        guard offsets.allSatisfy(state.clips.indices.contains) else { return .none }
        state.clips.remove(atOffsets: offsets)
        return .none

      case let .shoot(.presented(.delegate(.saved(clip)))):
        state.shoot = nil
        state.clips.insert(clip, at: 0)
        return .none

      case let .shoot(.presented(.delegate(.failed(error)))):
        state.shoot = nil
        state.alert = AlertState { TextState("The camera stopped.") } message: { TextState(error.message) }
        return .none

      case .shoot:
        return .none

      case .shootButtonTapped:
        switch state.cameraAccess {
        case .notAsked:
          // Asked once: the answer decides every later tap.
          return .run { send in await send(.cameraAccessAnswered(requestAccess())) }
        case .refused:
          state.alert = .cameraRefused
        case .granted:
          startShooting(&state)
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$shoot, action: \.shoot) {
      Shoot()
    }
    .forEach(\.clips, action: \.clips) {
      Clip()
    }
  }

  /// Presents a new clip, shot from now into the next numbered file.
  private func startShooting(_ state: inout State) {
    state.clipsShot += 1
    state.shoot = Shoot.State(startedAt: date.now, url: URL(fileURLWithPath: "/DCIM/\(state.clipsShot).mov"))
  }
}

extension AlertState where Action == TimeLapse.Action.Alert {
  static var cameraRefused: Self {
    AlertState {
      TextState("Time-lapse needs the camera. You can allow it in Settings.")
    } actions: {
      ButtonState(action: .openSettings) { TextState("Open Settings") }
      ButtonState(role: .cancel) { TextState("Not now") }
    }
  }
}
