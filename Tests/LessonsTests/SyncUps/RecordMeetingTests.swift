import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// Recording a meeting: the timer handing the floor on, the transcript, ending early with or
/// without saving, and the recognizer failing. Each sync-up here lasts 6 seconds for 3 people.
@MainActor
struct RecordMeetingTests {
  let clock = TestClock()
  let meetingDate = Date(timeIntervalSince1970: 1_234_567_890)

  func shortSyncUp() -> Shared<SyncUp> {
    Shared(
      value: SyncUp(
        id: SyncUp.ID(),
        attendees: [Attendee(id: Attendee.ID()), Attendee(id: Attendee.ID()), Attendee(id: Attendee.ID())],
        duration: .seconds(6)
      )
    )
  }

  func makeStore(
    syncUp: Shared<SyncUp>,
    speech: @escaping @Sendable (inout DependencyValues) -> Void = { $0.speechClient.authorizationStatus = { .denied } }
  ) -> TestStoreOf<RecordMeeting> {
    TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = meetingDate
      $0.uuid = .incrementing
      speech(&$0)
    }
  }

  /// A recognizer that hears one sentence, then stops, or fails when `failing`.
  static func hearing(failing: Bool = false) -> @Sendable (inout DependencyValues) -> Void {
    { dependencies in
      dependencies.speechClient.authorizationStatus = { .authorized }
      dependencies.speechClient.startTask = { _ in
        AsyncThrowingStream { continuation in
          continuation.yield(
            SpeechRecognitionResult(
              bestTranscription: Transcription(formattedString: "I completed the project"), isFinal: true
            )
          )
          continuation.finish(throwing: failing ? SpeechRecognitionFailure() : nil)
        }
      }
    }
  }

  @Test func theTimerHandsTheFloorOnAndSavesAtTheEnd() async {
    let store = makeStore(syncUp: shortSyncUp())

    await store.send(.onTask)
    for (second, speaker) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.speakerIndex = speaker
        $0.secondsElapsed = second
        #expect($0.durationRemaining == .seconds(6 - second))
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        $0.meetings.insert(Meeting(id: Meeting.ID(UUID(0)), date: meetingDate, transcript: ""), at: 0)
      }
      #expect($0.durationRemaining == .seconds(0))
    }
    #expect(store.isDismissed)
  }

  @Test func theTranscriptIsSavedWithTheMeeting() async {
    let store = makeStore(syncUp: shortSyncUp(), speech: Self.hearing())

    await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I completed the project"
    }

    // Six ticks each change the speaker and the seconds: not what this test is about.
    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      await clock.advance(by: .seconds(6))
      for _ in 1...6 {
        await store.receive(\.timerTick)
      }
    }

    await store.finish()
    store.assert {
      $0.$syncUp.withLock { $0.meetings[0].transcript = "I completed the project" }
    }
  }

  @Test func endingEarlyAndSaving() async {
    let store = makeStore(syncUp: Shared(value: .mock))

    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }

    // The alert pauses the meeting: the ticks change nothing.
    await clock.advance(by: .seconds(3))
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)
    await store.receive(\.timerTick)

    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        $0.meetings.insert(Meeting(id: Meeting.ID(UUID(0)), date: meetingDate, transcript: ""), at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test func endingEarlyAndDiscarding() async {
    let store = makeStore(syncUp: Shared(value: .mock))

    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    #expect(store.state.syncUp.meetings == SyncUp.mock.meetings)
  }

  @Test func nextSpeaker() async {
    let store = makeStore(syncUp: shortSyncUp())

    await store.send(.onTask)
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    // After the last speaker, ending is not discarding: no Discard button.
    await store.send(.nextButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: false)
    }
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        $0.meetings.insert(Meeting(id: Meeting.ID(UUID(0)), date: meetingDate, transcript: ""), at: 0)
      }
    }
  }

  @Test func continuingAfterTheRecognizerFails() async {
    let store = makeStore(syncUp: shortSyncUp(), speech: Self.hearing(failing: true))

    await store.send(.onTask)
    await store.receive(\.speechResult) {
      $0.transcript = "I completed the project"
    }
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I completed the project ❌"
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }

    await clock.advance(by: .seconds(6))
    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      for _ in 1...6 {
        await store.receive(\.timerTick)
      }
    }
  }

  @Test func discardingAfterTheRecognizerFails() async {
    let store = makeStore(syncUp: Shared(value: .mock)) {
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in AsyncThrowingStream { $0.finish(throwing: SpeechRecognitionFailure()) } }
    }

    await store.send(.onTask)
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
  }

  @Test func anUndecidedPermissionIsAskedFor() async {
    let asked = LockIsolated(false)
    let store = makeStore(syncUp: shortSyncUp()) {
      $0.speechClient.authorizationStatus = { .notDetermined }
      $0.speechClient.requestAuthorization = {
        asked.setValue(true)
        return .denied
      }
    }

    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(asked.value)
  }
}
