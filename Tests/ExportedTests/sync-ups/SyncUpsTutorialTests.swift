import ComposableArchitecture
import Tagged
import Testing

// Lessons is the playground's module: replace it with your module that defines AppFeature.
@testable import Lessons

@MainActor
struct SyncUpsTutorialTests {
  @Test func session1() async {
    let clock = TestClock()

    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in
        return AsyncThrowingStream { continuation in
          let task = Task {
            try await clock.sleep(for: .milliseconds(650))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday"), isFinal: false))
            try await clock.sleep(for: .milliseconds(250))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I"), isFinal: false))
            try await clock.sleep(for: .milliseconds(600))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished"), isFinal: false))
            try await clock.sleep(for: .milliseconds(350))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished the"), isFinal: false))
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    }

    await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
      $0.syncUpsList.destination = .add(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(0)), attendees: [Attendee(id: Tagged(rawValue: UUID(1)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "")))
    }
    await store.send(.syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Morning Sync"))))))) {
      $0.syncUpsList.destination = .add(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(0)), attendees: [Attendee(id: Tagged(rawValue: UUID(1)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Morning Sync")))
    }
    await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
      $0.syncUpsList.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [SyncUp(id: Tagged(rawValue: UUID(0)), attendees: [Attendee(id: Tagged(rawValue: UUID(1)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Morning Sync")] }
    }
    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(destination: nil, syncUp: Shared($0.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!))
    }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(alert: nil, secondsElapsed: 0, speakerIndex: 0, syncUp: Shared($0.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!, transcript: ""))
    }
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(2))
    await store.receive(\.path[id: 1].record.speechResult, SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday"), isFinal: false)) {
      $0.path[id: 1, case: \.record]?.transcript = "Yesterday"
    }
    await store.receive(\.path[id: 1].record.speechResult, SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I"), isFinal: false)) {
      $0.path[id: 1, case: \.record]?.transcript = "Yesterday I"
    }
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
    }
    await store.receive(\.path[id: 1].record.speechResult, SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished"), isFinal: false)) {
      $0.path[id: 1, case: \.record]?.transcript = "Yesterday I finished"
    }
    await store.receive(\.path[id: 1].record.speechResult, SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished the"), isFinal: false)) {
      $0.path[id: 1, case: \.record]?.transcript = "Yesterday I finished the"
    }
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 2
    }
    await store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped)))) {
      $0.path[id: 1, case: \.record]?.alert = AlertState { TextState("End meeting?") } actions: { ButtonState(action: .confirmSave) { TextState("Save and end") }; ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }; ButtonState(role: .cancel) { TextState("Resume") } } message: { TextState("You are ending the meeting early. What would you like to do?") }
    }
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmSave)))))) {
      $0.path[id: 1, case: \.record]?.alert = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [SyncUp(id: Tagged(rawValue: UUID(0)), attendees: [Attendee(id: Tagged(rawValue: UUID(1)), name: "")], duration: .seconds(300), meetings: [Meeting(id: Tagged(rawValue: UUID(2)), date: Date(timeIntervalSince1970: 1767225602.0), transcript: "Yesterday I finished the")], theme: .bubblegum, title: "Morning Sync")] }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
    store.dependencies.speechClient.authorizationStatus = { .denied }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(AlertState { TextState("Speech recognition denied") } actions: { ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }; ButtonState(action: .openSettings) { TextState("Open settings") }; ButtonState(role: .cancel) { TextState("Cancel") } } message: { TextState("You previously denied speech recognition and so your meeting will not be recorded. You can enable speech recognition in settings, or you can continue without recording.") })
    }
    store.state.syncUpsList.$syncUps.withLock { $0 = [] }
    store.assert {
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.finish()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in
        return AsyncThrowingStream { continuation in
          let task = Task {
            try await clock.sleep(for: .milliseconds(650))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday"), isFinal: false))
            try await clock.sleep(for: .milliseconds(250))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I"), isFinal: false))
            try await clock.sleep(for: .milliseconds(600))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished"), isFinal: false))
            try await clock.sleep(for: .milliseconds(350))
            continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished the"), isFinal: false))
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    }

    store.exhaustivity = .off
    await store.send(.syncUpsList(.addSyncUpButtonTapped))
    await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
      $0.syncUpsList.destination = nil
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!)))))
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(2))
    await store.skipReceivedActions()
    await store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped))))
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmSave))))))
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
    await store.finish()
  }
}
