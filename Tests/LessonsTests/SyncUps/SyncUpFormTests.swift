import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The form: it always has an attendee row, and the focus follows the rows added and deleted.
@MainActor
struct SyncUpFormTests {
  @Test func addingAnAttendeeFocusesIt() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(), attendees: [], title: "Engineering"))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    // The initializer gave the empty sync-up a row.
    store.assert {
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(Attendee.ID(UUID(1)))
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(0))), Attendee(id: Attendee.ID(UUID(1)))]
    }
  }

  @Test func deletingMovesTheFocus() async {
    let attendees = (0..<4).map { Attendee(id: Attendee.ID(UUID(100 + $0))) }
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: SyncUp.ID(), attendees: IdentifiedArray(uniqueElements: attendees), title: "Engineering")
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    // To the row that took the deleted one's place…
    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(attendees[1].id)
      $0.syncUp.attendees = [attendees[1], attendees[2], attendees[3]]
    }
    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(attendees[3].id)
      $0.syncUp.attendees = [attendees[1], attendees[3]]
    }
    // …or to the last row when the last was deleted…
    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(attendees[1].id)
      $0.syncUp.attendees = [attendees[1]]
    }
    // …and a new empty row when none is left.
    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(Attendee.ID(UUID(0)))
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
    }
  }
}
