import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The whole app: a detail pushed with a reference into the list edits and deletes the list's
/// element, and a recording saved on the record screen shows in the detail below it.
@MainActor
struct SyncUpsAppFeatureTests {
  /// The app with `syncUp` saved in the list and its detail pushed, as the list's row pushes it.
  func storeShowingTheDetail(of syncUp: SyncUp) async throws -> TestStoreOf<AppFeature> {
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    return store
  }

  @Test func editingInTheDetailEditsTheList() async throws {
    let syncUp = SyncUp.mock
    let store = try await storeShowingTheDetail(of: syncUp)

    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: syncUp)) }
    }

    var renamed = syncUp
    renamed.title = "Blob"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, renamed) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob" }
      }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = nil
        $0.$syncUp.withLock { $0.title = "Blob" }
      }
    }
    #expect(store.state.syncUpsList.syncUps[id: syncUp.id]?.title == "Blob")
  }

  @Test func deletingInTheDetailPopsIt() async throws {
    let store = try await storeShowingTheDetail(of: .mock)

    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteSyncUp) }
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func startingAMeetingPushesTheRecordScreen() async {
    let sharedSyncUp = Shared(value: SyncUp.mock)
    let store = TestStore(
      initialState: AppFeature.State(path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))]))
    ) {
      AppFeature()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }

    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }
  }

  /// A large feature's test that cares only about the outcome: with exhaustivity off, the ticks,
  /// speaker changes and transcript along the way go unasserted.
  @Test func recordingAMeetingSavesItInTheDetail() async {
    let syncUp = SyncUp(
      id: SyncUp.ID(),
      attendees: [Attendee(id: Attendee.ID()), Attendee(id: Attendee.ID()), Attendee(id: Attendee.ID())],
      duration: .seconds(6)
    )
    let sharedSyncUp = Shared(value: syncUp)
    let clock = TestClock()
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(SyncUpDetail.State(syncUp: sharedSyncUp)),
          .record(RecordMeeting.State(syncUp: sharedSyncUp)),
        ])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = { _ in
        AsyncThrowingStream { continuation in
          continuation.yield(
            SpeechRecognitionResult(
              bestTranscription: Transcription(formattedString: "I completed the project"), isFinal: true
            )
          )
          continuation.finish()
        }
      }
      $0.uuid = .incrementing
    }

    await store.withExhaustivity(.off) {
      await store.send(\.path[id: 1].record.onTask)
      await clock.advance(by: .seconds(6))
      await store.receive(\.path.popFrom) {
        #expect($0.path.count == 1)
      }
    }
    await store.finish()
    store.assert {
      $0.path[id: 0]?.modify(\.detail) {
        $0.$syncUp.withLock {
          $0.meetings = [
            Meeting(
              id: Meeting.ID(UUID(0)), date: Date(timeIntervalSince1970: 1_234_567_890),
              transcript: "I completed the project"
            )
          ]
        }
      }
    }
  }
}
