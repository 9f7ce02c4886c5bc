import ComposableArchitecture
import Foundation

/// TCA's VoiceMemos app: a list of recorded memos, a record button that asks for the
/// microphone once, and the recording in progress presented over the list. A finished
/// recording is inserted on top; a failed one, or a denied permission, is an alert.
@Reducer
struct VoiceMemos {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var audioRecorderPermission = RecorderPermission.undetermined
    @Presents var recordingMemo: RecordingMemo.State?
    var voiceMemos: IdentifiedArrayOf<VoiceMemo.State> = []

    enum RecorderPermission: CaseIterable {
      case allowed
      case denied
      case undetermined
    }
  }

  enum Action: Sendable {
    case alert(PresentationAction<Alert>)
    case onDelete(IndexSet)
    case openSettingsButtonTapped
    case recordButtonTapped
    case recordPermissionResponse(Bool)
    case recordingMemo(PresentationAction<RecordingMemo.Action>)
    case voiceMemos(IdentifiedActionOf<VoiceMemo>)

    enum Alert: Equatable {}
  }

  @Dependency(\.audioRecorder.requestRecordPermission) var requestRecordPermission
  @Dependency(\.date) var date
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.temporaryDirectory) var temporaryDirectory
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case let .onDelete(offsets):
        // A list only sends offsets of its rows; the shell can type any, and an offset past
        // the rows would stop the program.
        guard offsets.allSatisfy(state.voiceMemos.indices.contains) else { return .none }
        state.voiceMemos.remove(atOffsets: offsets)
        return .none

      case .openSettingsButtonTapped:
        return .run { _ in await openSettings() }

      case .recordButtonTapped:
        switch state.audioRecorderPermission {
        case .undetermined:
          // Asked once; the answer decides what every later tap does.
          return .run { send in
            await send(.recordPermissionResponse(requestRecordPermission()))
          }
        case .denied:
          state.alert = .permissionRequired
          return .none
        case .allowed:
          state.recordingMemo = newRecordingMemo()
          return .none
        }

      case let .recordingMemo(.presented(.delegate(.didFinish(.success(recording))))):
        state.recordingMemo = nil
        state.voiceMemos.insert(
          VoiceMemo.State(date: recording.date, duration: recording.duration, url: recording.url),
          at: 0
        )
        return .none

      case .recordingMemo(.presented(.delegate(.didFinish(.failure)))):
        state.alert = AlertState { TextState("Voice memo recording failed.") }
        state.recordingMemo = nil
        return .none

      case .recordingMemo:
        return .none

      case let .recordPermissionResponse(isAllowed):
        state.audioRecorderPermission = isAllowed ? .allowed : .denied
        if isAllowed {
          state.recordingMemo = newRecordingMemo()
        } else {
          state.alert = .permissionRequired
        }
        return .none

      case let .voiceMemos(.element(id: playingID, action: .delegate(delegate))):
        switch delegate {
        case .playbackFailed:
          state.alert = AlertState { TextState("Voice memo playback failed.") }
        case .playbackStarted:
          // One memo plays at a time: the others stop, and their effects see `.notPlaying`.
          for id in state.voiceMemos.ids where id != playingID {
            state.voiceMemos[id: id]?.mode = .notPlaying
          }
        }
        return .none

      case .voiceMemos:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$recordingMemo, action: \.recordingMemo) {
      RecordingMemo()
    }
    .forEach(\.voiceMemos, action: \.voiceMemos) {
      VoiceMemo()
    }
  }

  /// A recording that starts now, into a new file in the temporary directory, named by a
  /// fresh UUID.
  private func newRecordingMemo() -> RecordingMemo.State {
    RecordingMemo.State(
      date: date.now,
      url: temporaryDirectory()
        .appendingPathComponent(uuid().uuidString)
        .appendingPathExtension("m4a")
    )
  }
}

extension AlertState where Action == VoiceMemos.Action.Alert {
  static var permissionRequired: Self {
    AlertState { TextState("Permission is required to record voice memos.") }
  }
}
