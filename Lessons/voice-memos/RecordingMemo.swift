import ComposableArchitecture
import Foundation

/// The recording in progress: the recorder writes to the memo's file while a one-second timer
/// counts its length. Stopping takes the recorder's exact time, then the recorder's answer
/// tells the parent, through `delegate`, whether there is a memo to keep.
@Reducer
struct RecordingMemo {
  @ObservableState
  struct State: Equatable, Sendable {
    var date: Date
    var duration: TimeInterval = 0
    var mode: Mode = .recording
    var url: URL

    enum Mode: CaseIterable {
      case recording
      case encoding
    }
  }

  enum Action: Sendable {
    case audioRecorderDidFinish(Result<Bool, any Error>)
    case delegate(Delegate)
    case finalRecordingTime(TimeInterval)
    case onTask
    case timerUpdated
    case stopButtonTapped

    @CasePathable
    enum Delegate: Sendable {
      case didFinish(Result<State, any Error>)
    }
  }

  /// The recorder finished without writing the file.
  struct Failed: Equatable, Error {}

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .audioRecorderDidFinish(.success(true)):
        return .send(.delegate(.didFinish(.success(state))))

      case .audioRecorderDidFinish(.success(false)):
        return .send(.delegate(.didFinish(.failure(Failed()))))

      case let .audioRecorderDidFinish(.failure(error)):
        return .send(.delegate(.didFinish(.failure(error))))

      case .delegate:
        return .none

      case let .finalRecordingTime(duration):
        state.duration = duration
        return .none

      case .stopButtonTapped:
        state.mode = .encoding
        return .run { send in
          if let currentTime = await audioRecorder.currentTime() {
            await send(.finalRecordingTime(currentTime))
          }
          await audioRecorder.stopRecording()
        }

      case .onTask:
        // The view's task: recording and the timer run until the recorder answers and the
        // parent dismisses this screen, which cancels them.
        return .run { [url = state.url] send in
          async let recording: Void = send(
            .audioRecorderDidFinish(Result { try await audioRecorder.startRecording(url: url) })
          )
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerUpdated)
          }
          await recording
        }

      case .timerUpdated:
        state.duration += 1
        return .none
      }
    }
  }
}
