import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines VoiceMemos.
@testable import Lessons

private struct DecodingFailure: Error {
  var message: String
}

@MainActor
struct VoiceMemosTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.audioRecorder.currentTime = { 2.0 }
      $0.audioRecorder.requestRecordPermission = { true }
      $0.audioRecorder.startRecording = { _ in
        try await clock.sleep(for: .milliseconds(2100))
        return true
      }
      $0.audioRecorder.stopRecording = {}
      $0.openSettings = {}
      $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp", isDirectory: true) }
    }

    await store.send(.recordButtonTapped)
    await store.receive(\.recordPermissionResponse) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(date: Date(timeIntervalSince1970: 1767225600.0), duration: 0.0, mode: .recording, url: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"))
    }
    await store.send(.recordingMemo(.presented(.onTask)))
    await clock.advance(by: .seconds(2))
    await store.receive(\.recordingMemo.presented.timerUpdated) {
      $0.recordingMemo?.duration = 1.0
    }
    await store.receive(\.recordingMemo.presented.timerUpdated) {
      $0.recordingMemo?.duration = 2.0
    }
    await store.send(.recordingMemo(.presented(.stopButtonTapped))) {
      $0.recordingMemo?.mode = .encoding
    }
    await store.receive(\.recordingMemo.presented.finalRecordingTime, 2.0)
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.recordingMemo.presented.audioRecorderDidFinish.success)
    await store.receive(\.recordingMemo.presented.delegate.didFinish.success) {
      $0.recordingMemo = nil
      $0.voiceMemos = [VoiceMemo.State(date: Date(timeIntervalSince1970: 1767225600.0), duration: 2.0, mode: .notPlaying, title: "", url: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"))]
    }
    store.dependencies.audioPlayer.play = { _ in
      try await clock.sleep(for: .seconds(1))
      throw DecodingFailure(message: "The recording could not be decoded.")
    }
    await store.send(.voiceMemos(.element(id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"), action: .playButtonTapped))) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.mode = .playing(progress: 0.0)
    }
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].delegate.playbackStarted)
    await clock.advance(by: .seconds(1))
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].timerUpdated, 0.5) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.mode = .playing(progress: 0.25)
    }
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].audioPlayerClient.failure) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.mode = .notPlaying
    }
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].delegate.playbackFailed) {
      $0.alert = AlertState { TextState("Voice memo playback failed.") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    await store.finish()
  }
}
