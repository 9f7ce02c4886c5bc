import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The lesson's simulated recorder and player, the live values and the `dependency` modes:
/// a recording lasts from start to stop on the injected clock, and the player plays what was
/// recorded for that long.
@MainActor
struct VoiceMemosSimulationTests {
  let clock = TestClock()
  let url = URL(fileURLWithPath: "/tmp/00000000-0000-0000-0000-000000000000.m4a")

  /// The app with the live recorder and player and the playground's fixed dependencies.
  func makeStore(
    recorder: AudioRecorderClient = .simulated(), player: AudioPlayerClient = .simulated()
  ) -> TestStoreOf<VoiceMemos> {
    TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: { [clock] in
      $0.audioRecorder = recorder
      $0.audioPlayer = player
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp", isDirectory: true) }
      $0.uuid = .incrementing
    }
  }

  @Test func theRecorderTimesTheRecordingOnTheClockAndThePlayerPlaysItForThatLong() async {
    let store = makeStore()
    store.exhaustivity = .off

    await store.send(.recordButtonTapped)
    await store.receive(\.recordPermissionResponse) {
      $0.audioRecorderPermission = .allowed
    }
    await store.send(\.recordingMemo.onTask)
    await clock.advance(by: .milliseconds(1_500))
    await store.send(\.recordingMemo.stopButtonTapped)
    await store.receive(\.recordingMemo.finalRecordingTime, 1.5)
    // The file is written a tenth of a second after the stop.
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.recordingMemo.delegate.didFinish.success) {
      $0.recordingMemo = nil
      $0.voiceMemos = [VoiceMemo.State(date: Date(timeIntervalSince1970: 0), duration: 1.5, url: url)]
    }

    await store.send(\.voiceMemos[id: url].playButtonTapped)
    await clock.advance(by: .milliseconds(1_499))
    await store.receive(\.voiceMemos[id: url].timerUpdated, 1.0) {
      $0.voiceMemos[id: url]?.mode = .playing(progress: 1.0 / 1.5)
    }
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.voiceMemos[id: url].audioPlayerClient.success, true) {
      $0.voiceMemos[id: url]?.mode = .notPlaying
    }
  }

  @Test func theRecordersCurrentTimeIsNilWhenNotRecording() async throws {
    let recorder = AudioRecorderClient.simulated()
    try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      #expect(await recorder.currentTime() == nil)
      let recording = Task { try await recorder.startRecording(url: url) }
      await clock.advance(by: .seconds(2))
      #expect(await recorder.currentTime() == 2)
      await recorder.stopRecording()
      await clock.advance(by: .milliseconds(100))
      let wroteTheFile = try await recording.value
      #expect(wroteTheFile)
      #expect(await recorder.currentTime() == nil)
    }
  }

  @Test func aDeniedMicrophoneShowsTheAlert() async {
    let store = makeStore(recorder: .simulated(permission: false))

    await store.send(.recordButtonTapped)
    await store.receive(\.recordPermissionResponse, false) {
      $0.alert = AlertState { TextState("Permission is required to record voice memos.") }
      $0.audioRecorderPermission = .denied
    }
  }

  @Test func aFailingEncoderFailsTheRecording() async {
    let store = makeStore(recorder: .simulated(failingAfter: .seconds(3)))
    store.exhaustivity = .off

    await store.send(.recordButtonTapped)
    await store.send(\.recordingMemo.onTask)
    await clock.advance(by: .seconds(3))
    await store.receive(\.recordingMemo.audioRecorderDidFinish.failure)
    await store.receive(\.recordingMemo.delegate.didFinish.failure) {
      $0.alert = AlertState { TextState("Voice memo recording failed.") }
      $0.recordingMemo = nil
    }
  }

  @Test func aFileThatWasNeverRecordedCannotBePlayed() async {
    let player = AudioPlayerClient.simulated()
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      await #expect(throws: DecodingFailure(message: "There is no recording at /tmp/00000000-0000-0000-0000-000000000000.m4a.")) {
        try await player.play(url: url)
      }
    }
  }

  @Test func aFailingRecorderThrowsItsEncodingFailure() async {
    let recorder = AudioRecorderClient.simulated(failingAfter: .seconds(3))
    await withDependencies {
      $0.continuousClock = clock
    } operation: {
      let recording = Task { try await recorder.startRecording(url: url) }
      await clock.advance(by: .seconds(3))
      await #expect(throws: EncodingFailure()) { try await recording.value }
    }
  }

  @Test func aFailingPlayerFailsOneSecondIntoALongerRecording() async {
    let store = makeStore(player: .simulated(failingAfter: .seconds(1)))
    store.exhaustivity = .off

    await store.send(.recordButtonTapped)
    await store.send(\.recordingMemo.onTask)
    await clock.advance(by: .seconds(2))
    await store.send(\.recordingMemo.stopButtonTapped)
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.recordingMemo.delegate.didFinish.success)
    await store.send(\.voiceMemos[id: url].playButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.voiceMemos[id: url].audioPlayerClient.failure)
    await store.receive(\.voiceMemos[id: url].delegate.playbackFailed) {
      $0.alert = AlertState { TextState("Voice memo playback failed.") }
    }
  }
}
