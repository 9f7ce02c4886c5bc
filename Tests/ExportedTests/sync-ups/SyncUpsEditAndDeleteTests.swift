import ComposableArchitecture
import Tagged
import Testing

// Lessons is the playground's module: replace it with your module that defines AppFeature.
@testable import Lessons

@MainActor
struct SyncUpsEditAndDeleteTests {
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
    await store.send(.syncUpsList(.dismissAddSyncUpButtonTapped)) {
      $0.syncUpsList.destination = nil
    }
    await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
      $0.syncUpsList.destination = .add(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "")))
    }
    await store.send(.syncUpsList(.destination(.presented(.add(.addAttendeeButtonTapped))))) {
      $0.syncUpsList.destination = .add(SyncUpForm.State(focus: .attendee(Tagged(rawValue: UUID(4))), syncUp: SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: ""), Attendee(id: Tagged(rawValue: UUID(4)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "")))
    }
    await store.send(.syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Product"))))))) {
      $0.syncUpsList.destination = .add(SyncUpForm.State(focus: .attendee(Tagged(rawValue: UUID(4))), syncUp: SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: ""), Attendee(id: Tagged(rawValue: UUID(4)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Product")))
    }
    await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
      $0.syncUpsList.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Product")] }
    }
    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(2))])!))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(destination: nil, syncUp: Shared($0.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(2))])!))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Product")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.cancelEditButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Product")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Product review"))))))))) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Product review")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: "")], duration: .seconds(300), meetings: [], theme: .bubblegum, title: "Product review")] }
    }
    store.dependencies.speechClient.authorizationStatus = { .denied }
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(AlertState { TextState("Speech recognition denied") } actions: { ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }; ButtonState(action: .openSettings) { TextState("Open settings") }; ButtonState(role: .cancel) { TextState("Cancel") } } message: { TextState("You previously denied speech recognition and so your meeting will not be recorded. You can enable speech recognition in settings, or you can continue without recording.") })
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.continueWithoutRecording))))))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(alert: nil, secondsElapsed: 0, speakerIndex: 0, syncUp: Shared($0.syncUpsList.$syncUps[id: Tagged(rawValue: UUID(2))])!, transcript: ""))
    }
    await store.send(.path(.element(id: 1, action: .record(.nextButtonTapped)))) {
      $0.path[id: 1, case: \.record]?.alert = AlertState { TextState("End meeting?") } actions: { ButtonState(action: .confirmSave) { TextState("Save and end") }; ButtonState(role: .cancel) { TextState("Resume") } } message: { TextState("You are ending the meeting early. What would you like to do?") }
    }
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmSave)))))) {
      $0.path[id: 1, case: \.record]?.alert = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [SyncUp(id: Tagged(rawValue: UUID(2)), attendees: [Attendee(id: Tagged(rawValue: UUID(3)), name: "")], duration: .seconds(300), meetings: [Meeting(id: Tagged(rawValue: UUID(5)), date: Date(timeIntervalSince1970: 1767225600.0), transcript: "")], theme: .bubblegum, title: "Product review")] }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(AlertState { TextState("Delete?") } actions: { ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }; ButtonState(role: .cancel) { TextState("Nevermind") } } message: { TextState("Are you sure you want to delete this meeting?") })
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
    await store.finish()
  }
}
