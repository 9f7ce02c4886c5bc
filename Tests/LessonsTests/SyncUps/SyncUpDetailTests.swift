import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The detail: starting a meeting by the speech permission, the permission alerts, editing the
/// shared sync-up, deleting it from the list.
@MainActor
struct SyncUpDetailTests {
  @Test(arguments: [SpeechRecognizerAuthorizationStatus.authorized, .notDetermined])
  func startingAMeetingWithSpeechAllowedOrNotAskedYet(status: SpeechRecognizerAuthorizationStatus) async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { status }
    }

    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
  }

  @Test func speechDenied() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionDenied)
    }
  }

  @Test func speechRestricted() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .restricted }
    }

    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionRestricted)
    }
  }

  @Test func openSettings() async {
    let settingsOpened = LockIsolated(false)
    let store = TestStore(
      initialState: SyncUpDetail.State(destination: .alert(.speechRecognitionDenied), syncUp: Shared(value: .mock))
    ) {
      SyncUpDetail()
    } withDependencies: {
      $0.openSettings = { settingsOpened.setValue(true) }
    }

    await store.send(\.destination.alert.openSettings) {
      $0.destination = nil
    }
    #expect(settingsOpened.value)
  }

  @Test func continueWithoutRecording() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(destination: .alert(.speechRecognitionDenied), syncUp: Shared(value: .mock))
    ) {
      SyncUpDetail()
    }

    await store.send(\.destination.alert.continueWithoutRecording) {
      $0.destination = nil
    }
    await store.receive(\.delegate.startMeeting)
  }

  @Test func editing() async {
    var syncUp = SyncUp.mock
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Blob's Meeting"
    await store.send(\.destination.edit.binding.syncUp, syncUp) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob's Meeting" }
    }

    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Blob's Meeting" }
    }
  }

  @Test func cancellingAnEditKeepsTheSyncUp() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    var renamed = SyncUp.mock
    renamed.title = "Renamed"
    await store.send(\.destination.edit.binding.syncUp, renamed) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Renamed" }
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUp.title == "Design")
  }

  @Test func deletingPastMeetings() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: .mock))) {
      SyncUpDetail()
    }

    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.$syncUp.withLock { $0.meetings = [] }
    }
  }

  @Test func deletingRemovesItFromTheListAndDismisses() async throws {
    @Shared(.syncUps) var syncUps = [.mock, .engineeringMock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: sharedSyncUp)) {
      SyncUpDetail()
    }

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.destination = nil
    }
    #expect(store.isDismissed)
    #expect(syncUps == [.engineeringMock])
  }
}
