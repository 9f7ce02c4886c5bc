import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The VoiceMemos app, as TCA's tests drive it: recording (permission asked once, allowed or
/// denied, the recorder finishing or failing), playing (to the end, failing, stopped), and
/// deleting rows, playing or not. Each recorder is a test double finished by hand, each player
/// a closure on the test clock.
@MainActor
struct VoiceMemosTests {
  let clock = TestClock()
  let memoURL = URL(fileURLWithPath: "/tmp/DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF.m4a")
  let listedURL = URL(fileURLWithPath: "pointfreeco/functions.m4a")

  /// A recorder whose recording ends when `stopRecording` is called, or when the test finishes
  /// `didFinish` itself, as `AVAudioRecorder`'s delegate would.
  func recording(
    until didFinish: (stream: AsyncThrowingStream<Bool, any Error>, continuation: AsyncThrowingStream<Bool, any Error>.Continuation)
  ) -> @Sendable (inout DependencyValues) -> Void {
    { [clock] in
      $0.audioRecorder.currentTime = { 2.5 }
      $0.audioRecorder.requestRecordPermission = { true }
      $0.audioRecorder.startRecording = { @Sendable _ in
        try await didFinish.stream.first { _ in true }!
      }
      $0.audioRecorder.stopRecording = {
        didFinish.continuation.yield(true)
        didFinish.continuation.finish()
      }
      $0.date = .constant(Date(timeIntervalSinceReferenceDate: 0))
      $0.continuousClock = clock
      $0.temporaryDirectory = { URL(fileURLWithPath: "/tmp") }
      $0.uuid = .constant(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!)
    }
  }

  /// A list holding one memo at `listedURL`.
  func listing(duration: TimeInterval, mode: VoiceMemo.State.Mode = .notPlaying) -> VoiceMemos.State {
    VoiceMemos.State(
      voiceMemos: [VoiceMemo.State(date: Date(), duration: duration, mode: mode, title: "", url: listedURL)]
    )
  }

  /// The permission granted: the recording presented, into a file named by the UUID.
  func receivePermission(_ store: TestStoreOf<VoiceMemos>) async {
    await store.receive(\.recordPermissionResponse) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(
        date: Date(timeIntervalSinceReferenceDate: 0),
        mode: .recording,
        url: memoURL
      )
    }
  }

  /// Stopping: the recorder's time, 2.5s, is the memo's length, and the finished recording is
  /// dismissed into the list.
  func stopAndKeepTheMemo(_ store: TestStoreOf<VoiceMemos>) async {
    await store.send(\.recordingMemo.stopButtonTapped) {
      $0.recordingMemo?.mode = .encoding
    }
    await store.receive(\.recordingMemo.finalRecordingTime) {
      $0.recordingMemo?.duration = 2.5
    }
    await store.receive(\.recordingMemo.audioRecorderDidFinish.success)
    await store.receive(\.recordingMemo.delegate.didFinish.success) {
      $0.recordingMemo = nil
      $0.voiceMemos = [
        VoiceMemo.State(
          date: Date(timeIntervalSinceReferenceDate: 0),
          duration: 2.5,
          mode: .notPlaying,
          title: "",
          url: memoURL
        )
      ]
    }
  }

  @Test func recordHappyPath() async {
    let didFinish = AsyncThrowingStream.makeStream(of: Bool.self)
    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      recording(until: didFinish)(&$0)
    }

    await store.send(.recordButtonTapped)
    await clock.advance()
    await receivePermission(store)
    let recordingTask = await store.send(\.recordingMemo.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.recordingMemo.timerUpdated) {
      $0.recordingMemo?.duration = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.recordingMemo.timerUpdated) {
      $0.recordingMemo?.duration = 2
    }
    await clock.advance(by: .milliseconds(500))
    await stopAndKeepTheMemo(store)
    await recordingTask.cancel()
  }

  /// TCA's `recordAndPlayback`, on the test clock where TCA's waits on a real one: the memo
  /// just recorded plays to its end, the progress moving every half second.
  @Test func recordAndPlayback() async {
    let didFinish = AsyncThrowingStream.makeStream(of: Bool.self)
    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: { [clock] in
      recording(until: didFinish)(&$0)
      $0.audioPlayer.play = { @Sendable _ in
        try await clock.sleep(for: .milliseconds(2_500))
        return true
      }
    }

    await store.send(.recordButtonTapped)
    await receivePermission(store)
    await store.send(\.recordingMemo.onTask)
    await stopAndKeepTheMemo(store)
    await store.send(\.voiceMemos[id: memoURL].playButtonTapped) {
      $0.voiceMemos[id: memoURL]?.mode = .playing(progress: 0)
    }
    await store.receive(\.voiceMemos[id: memoURL].delegate.playbackStarted)
    await clock.advance(by: .milliseconds(2_499))
    for progress in [0.2, 0.4, 0.6, 0.8] {
      await store.receive(\.voiceMemos[id: memoURL].timerUpdated) {
        $0.voiceMemos[id: memoURL]?.mode = .playing(progress: progress)
      }
    }
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.voiceMemos[id: memoURL].audioPlayerClient.success) {
      $0.voiceMemos[id: memoURL]?.mode = .notPlaying
    }
  }

  @Test func permissionDenied() async {
    let didOpenSettings = LockIsolated(false)
    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      $0.audioRecorder.requestRecordPermission = { false }
      $0.openSettings = { didOpenSettings.setValue(true) }
    }

    await store.send(.recordButtonTapped)
    await store.receive(\.recordPermissionResponse) {
      $0.alert = AlertState { TextState("Permission is required to record voice memos.") }
      $0.audioRecorderPermission = .denied
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    await store.send(.openSettingsButtonTapped).finish()
    #expect(didOpenSettings.value)
  }

  /// Once denied, the permission is not asked again: a tap shows the alert at once.
  @Test func aDeniedPermissionIsNotAskedAgain() async {
    var state = VoiceMemos.State()
    state.audioRecorderPermission = .denied
    let store = TestStore(initialState: state) {
      VoiceMemos()
    }

    await store.send(.recordButtonTapped) {
      $0.alert = AlertState { TextState("Permission is required to record voice memos.") }
    }
  }

  @Test func recordFailure() async {
    struct SomeError: Error, Equatable {}
    let didFinish = AsyncThrowingStream.makeStream(of: Bool.self)
    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      recording(until: didFinish)(&$0)
    }

    await store.send(.recordButtonTapped)
    await receivePermission(store)
    await store.send(\.recordingMemo.onTask)

    didFinish.continuation.finish(throwing: SomeError())
    await store.receive(\.recordingMemo.audioRecorderDidFinish.failure)
    await store.receive(\.recordingMemo.delegate.didFinish.failure) {
      $0.alert = AlertState { TextState("Voice memo recording failed.") }
      $0.recordingMemo = nil
    }
  }

  /// A recorder that finishes without writing its file fails the recording too.
  @Test func recordFinishingUnsuccessfully() async {
    let didFinish = AsyncThrowingStream.makeStream(of: Bool.self)
    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      recording(until: didFinish)(&$0)
    }
    store.exhaustivity = .off

    await store.send(.recordButtonTapped)
    await store.send(\.recordingMemo.onTask)
    didFinish.continuation.yield(false)
    await store.receive(\.recordingMemo.audioRecorderDidFinish.success, false)
    await store.receive(\.recordingMemo.delegate.didFinish.failure) {
      $0.alert = AlertState { TextState("Voice memo recording failed.") }
      $0.recordingMemo = nil
    }
  }

  /// TCA's demonstration of a non-exhaustive test: only the end of a failed recording is
  /// asserted, and what was skipped is shown as known issues.
  @Test func recordFailureNonExhaustive() async {
    struct SomeError: Error, Equatable {}
    let didFinish = AsyncThrowingStream.makeStream(of: Bool.self)
    let store = TestStore(initialState: VoiceMemos.State()) {
      VoiceMemos()
    } withDependencies: {
      recording(until: didFinish)(&$0)
    }

    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      await store.send(.recordButtonTapped)
      await store.send(\.recordingMemo.onTask)
      didFinish.continuation.finish(throwing: SomeError())
      await store.receive(\.recordingMemo.delegate.didFinish.failure) {
        $0.alert = AlertState { TextState("Voice memo recording failed.") }
        $0.recordingMemo = nil
      }
    }
  }

  @Test func playHappyPath() async {
    let store = TestStore(initialState: listing(duration: 1.25)) {
      VoiceMemos()
    } withDependencies: { [clock] in
      $0.audioPlayer.play = { @Sendable _ in
        try await clock.sleep(for: .milliseconds(1_250))
        return true
      }
      $0.continuousClock = clock
    }

    await store.send(\.voiceMemos[id: listedURL].playButtonTapped) {
      $0.voiceMemos[id: listedURL]?.mode = .playing(progress: 0)
    }
    await store.receive(\.voiceMemos[id: listedURL].delegate.playbackStarted)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.voiceMemos[id: listedURL].timerUpdated) {
      $0.voiceMemos[id: listedURL]?.mode = .playing(progress: 0.4)
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.voiceMemos[id: listedURL].timerUpdated) {
      $0.voiceMemos[id: listedURL]?.mode = .playing(progress: 0.8)
    }
    await clock.advance(by: .milliseconds(250))
    await store.receive(\.voiceMemos[id: listedURL].audioPlayerClient.success) {
      $0.voiceMemos[id: listedURL]?.mode = .notPlaying
    }
  }

  @Test func playFailure() async {
    struct SomeError: Error, Equatable {}
    let store = TestStore(initialState: listing(duration: 30)) {
      VoiceMemos()
    } withDependencies: {
      $0.audioPlayer.play = { @Sendable _ in throw SomeError() }
      $0.continuousClock = clock
    }

    let task = await store.send(\.voiceMemos[id: listedURL].playButtonTapped) {
      $0.voiceMemos[id: listedURL]?.mode = .playing(progress: 0)
    }
    await store.receive(\.voiceMemos[id: listedURL].delegate.playbackStarted)
    await store.receive(\.voiceMemos[id: listedURL].audioPlayerClient.failure) {
      $0.voiceMemos[id: listedURL]?.mode = .notPlaying
    }
    await store.receive(\.voiceMemos[id: listedURL].delegate.playbackFailed) {
      $0.alert = AlertState { TextState("Voice memo playback failed.") }
    }
    await task.cancel()
  }

  @Test func stop() async {
    let store = TestStore(initialState: listing(duration: 30, mode: .playing(progress: 0.3))) {
      VoiceMemos()
    }

    await store.send(\.voiceMemos[id: listedURL].playButtonTapped) {
      $0.voiceMemos[id: listedURL]?.mode = .notPlaying
    }
  }

  /// Playing a memo stops the one that was playing: one plays at a time.
  @Test func playingAMemoStopsTheOthers() async {
    let otherURL = URL(fileURLWithPath: "pointfreeco/other.m4a")
    var state = listing(duration: 30, mode: .playing(progress: 0.3))
    state.voiceMemos.append(VoiceMemo.State(date: Date(), duration: 10, url: otherURL))
    let store = TestStore(initialState: state) {
      VoiceMemos()
    } withDependencies: {
      $0.audioPlayer.play = { @Sendable _ in try await Task.never() }
      $0.continuousClock = clock
    }

    let task = await store.send(\.voiceMemos[id: otherURL].playButtonTapped) {
      $0.voiceMemos[id: otherURL]?.mode = .playing(progress: 0)
    }
    await store.receive(\.voiceMemos[id: otherURL].delegate.playbackStarted) {
      $0.voiceMemos[id: listedURL]?.mode = .notPlaying
    }
    await task.cancel()
  }

  @Test func titleChanges() async {
    let store = TestStore(initialState: listing(duration: 30)) {
      VoiceMemos()
    }

    await store.send(\.voiceMemos[id: listedURL].titleTextFieldChanged, "Functions") {
      $0.voiceMemos[id: listedURL]?.title = "Functions"
    }
  }

  @Test func deleteOnly() async {
    let store = TestStore(initialState: listing(duration: 30, mode: .playing(progress: 0.3))) {
      VoiceMemos()
    }

    await store.send(.onDelete([0])) {
      $0.voiceMemos = []
    }
  }

  @Test func delete() async {
    let date = Date()
    func episode(_ number: Int) -> VoiceMemo.State {
      VoiceMemo.State(
        date: date, duration: 30, mode: .playing(progress: 0.3), title: "Episode \(number)",
        url: URL(fileURLWithPath: "pointfreeco/\(number).m4a")
      )
    }
    let store = TestStore(initialState: VoiceMemos.State(voiceMemos: [episode(1), episode(2), episode(3)])) {
      VoiceMemos()
    }

    await store.send(.onDelete([1])) {
      $0.voiceMemos = [episode(1), episode(3)]
    }
  }

  /// Deleting a memo while it plays cancels its playback with the row: nothing is left running.
  @Test func deleteWhilePlaying() async {
    let store = TestStore(initialState: listing(duration: 10)) {
      VoiceMemos()
    } withDependencies: {
      $0.audioPlayer.play = { @Sendable _ in try await Task.never() }
      $0.continuousClock = clock
    }

    await store.send(\.voiceMemos[id: listedURL].playButtonTapped) {
      $0.voiceMemos[id: listedURL]?.mode = .playing(progress: 0)
    }
    await store.receive(\.voiceMemos[id: listedURL].delegate.playbackStarted)
    await store.send(.onDelete([0])) {
      $0.voiceMemos = []
    }
    await store.finish()
  }
}
