import ComposableArchitecture
import Tagged
import Testing

// Lessons is the playground's module: replace it with your module that defines AppFeature.
@testable import Lessons

private struct SpeechRecognitionFailure: Error {}

@MainActor
struct SyncUpsBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
    }

    await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
      $0.syncUpsList.destination = .add(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(0)), attendees: [Attendee(id: Tagged(rawValue: UUID(1)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "")))
    }
    await store.send(.syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Design"))))))) {
      $0.syncUpsList.destination = .add(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(0)), attendees: [Attendee(id: Tagged(rawValue: UUID(1)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Design")))
    }
    await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
      $0.syncUpsList.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [SyncUp(id: Tagged(rawValue: UUID(0)), attendees: [Attendee(id: Tagged(rawValue: UUID(1)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Design")] }
    }
    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(destination: nil, syncUp: Shared($0.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!))
    }
    store.dependencies.speechClient.authorizationStatus = { .authorized }
    store.dependencies.speechClient.startTask = { _ in
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
          try await clock.sleep(for: .milliseconds(600))
          continuation.yield(SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished the sync-ups"), isFinal: false))
          continuation.finish(throwing: SpeechRecognitionFailure())
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(alert: nil, secondsElapsed: 0, speakerIndex: 0, syncUp: Shared($0.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(0))])!, transcript: ""))
    }
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(3))
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
    await store.receive(\.path[id: 1].record.speechResult, SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Yesterday I finished the sync-ups"), isFinal: false)) {
      $0.path[id: 1, case: \.record]?.transcript = "Yesterday I finished the sync-ups"
    }
    await store.receive(\.path[id: 1].record.speechFailure) {
      $0.path[id: 1, case: \.record]?.alert = AlertState { TextState("Speech recognition failure") } actions: { ButtonState(role: .cancel) { TextState("Continue meeting") }; ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard meeting") } } message: { TextState("The speech recognizer has failed for some reason and so your meeting will no longer be recorded. What do you want to do?") }
      $0.path[id: 1, case: \.record]?.transcript = "Yesterday I finished the sync-ups ❌"
    }
    await store.receive(\.path[id: 1].record.timerTick)
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmDiscard)))))) {
      $0.path[id: 1, case: \.record]?.alert = nil
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
    await store.finish()
  }
}
