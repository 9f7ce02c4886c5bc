import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines VoiceMemos.
@testable import Lessons

@MainActor
struct VoiceMemosBasicsTests {
  @Test func session1() async {
    let clock = TestClock()

    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.audioRecorder.currentTime = { 1.5 }
      $0.audioRecorder.requestRecordPermission = { true }
      $0.audioRecorder.startRecording = { _ in
        try await clock.sleep(for: .milliseconds(1600))
        return true
      }
      $0.audioRecorder.stopRecording = {}
      $0.audioPlayer.play = { _ in
        try await clock.sleep(for: .milliseconds(1500))
        return true
      }
      $0.openSettings = {}
      $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp", isDirectory: true) }
    }

    await store.send(.recordButtonTapped)
    await store.receive(\.recordPermissionResponse, true) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(date: Date(timeIntervalSince1970: 1767225600.0), duration: 0.0, mode: .recording, url: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"))
    }
    await store.send(.recordingMemo(.presented(.onTask)))
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.recordingMemo.presented.timerUpdated) {
      $0.recordingMemo?.duration = 1.0
    }
    await store.send(.recordingMemo(.presented(.stopButtonTapped))) {
      $0.recordingMemo?.mode = .encoding
    }
    await store.receive(\.recordingMemo.presented.finalRecordingTime, 1.5) {
      $0.recordingMemo?.duration = 1.5
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.recordingMemo.presented.audioRecorderDidFinish.success, true)
    await store.receive(\.recordingMemo.presented.delegate.didFinish.success, RecordingMemo.State(date: Date(timeIntervalSince1970: 1767225600.0), duration: 1.5, mode: .encoding, url: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"))) {
      $0.recordingMemo = nil
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")] = VoiceMemo.State(date: Date(timeIntervalSince1970: 1767225600.0), duration: 1.5, mode: .notPlaying, title: "", url: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"))
    }
    await store.send(.voiceMemos(.element(id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"), action: .playButtonTapped))) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.mode = .playing(progress: 0.0)
    }
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].delegate.playbackStarted)
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].timerUpdated, 0.5) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.mode = .playing(progress: 0.3333333333333333)
    }
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].timerUpdated, 1.0) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.mode = .playing(progress: 0.6666666666666666)
    }
    await store.receive(\.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")].audioPlayerClient.success, true) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.mode = .notPlaying
    }
    await store.send(.voiceMemos(.element(id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a"), action: .titleTextFieldChanged("Stand-up")))) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")]?.title = "Stand-up"
    }
    await store.send(.onDelete(IndexSet(integer: 0))) {
      $0.voiceMemos[id: URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")] = nil
    }
    await store.finish()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.openSettings = {}
      $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp", isDirectory: true) }
    }

    store.dependencies.audioRecorder.requestRecordPermission = { false }
    await store.send(.recordButtonTapped)
    await store.receive(\.recordPermissionResponse, false) {
      $0.alert = AlertState { TextState("Permission is required to record voice memos.") }
      $0.audioRecorderPermission = .denied
    }
    await store.send(.openSettingsButtonTapped)
    await store.finish()
  }
}
