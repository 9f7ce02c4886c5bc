import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The list: adding a sync-up through the form's sheet, dropping blank attendees, deleting.
@MainActor
struct SyncUpsListTests {
  @Test func addingASyncUpSavesIt() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    var syncUp = SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Engineering"
    await store.send(\.destination.add.binding.syncUp, syncUp) {
      $0.destination?.modify(\.add) { $0.syncUp.title = "Engineering" }
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock { $0 = [syncUp] }
    }
  }

  @Test func blankAttendeesAreDroppedButOneIsKept() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        destination: .add(
          SyncUpForm.State(
            syncUp: SyncUp(
              id: SyncUp.ID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!,
              attendees: [
                Attendee(id: Attendee.ID(UUID(100)), name: ""),
                Attendee(id: Attendee.ID(UUID(101)), name: "   "),
              ],
              title: "Design"
            )
          )
        )
      )
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    // The first row stays, emptied of its blanks, rather than a new one with a new id.
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: SyncUp.ID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!,
            attendees: [Attendee(id: Attendee.ID(UUID(100)), name: "")],
            title: "Design"
          )
        ]
      }
    }
  }

  @Test func dismissingTheSheetAddsNothing() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))]))
      )
    }
    await store.send(.dismissAddSyncUpButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test func deleting() async {
    @Shared(.syncUps) var syncUps = [.mock, .engineeringMock]
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    }

    await store.send(.onDelete([0])) {
      $0.$syncUps.withLock { $0 = [.engineeringMock] }
    }
  }
}
