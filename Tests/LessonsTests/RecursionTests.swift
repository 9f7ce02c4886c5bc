import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The recursion lesson: a list whose rows are the same feature, to any depth.
@MainActor
struct RecursionTests {
  @Test func aRowAddsRowsOfItsOwn() async {
    let store = TestStore(initialState: Nested.State(id: UUID())) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addRowButtonTapped) {
      $0.rows.append(Nested.State(id: UUID(0)))
    }
    await store.send(\.rows[id: UUID(0)].addRowButtonTapped) {
      $0.rows[id: UUID(0)]?.rows.append(Nested.State(id: UUID(1)))
    }
    // Two levels down runs the same reducer again.
    await store.send(\.rows[id: UUID(0)].rows[id: UUID(1)].nameTextFieldChanged, "Deep") {
      $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.name = "Deep"
    }
  }

  @Test func theNameChanges() async {
    let store = TestStore(initialState: Nested.State(id: UUID())) {
      Nested()
    }

    await store.send(.nameTextFieldChanged("Blob")) {
      $0.name = "Blob"
    }
  }

  @Test func aSwipeDeletesTheRowsAtItsOffsets() async {
    let store = TestStore(
      initialState: Nested.State(
        id: UUID(),
        rows: [Nested.State(id: UUID(0)), Nested.State(id: UUID(1)), Nested.State(id: UUID(2))]
      )
    ) {
      Nested()
    }

    await store.send(.onDelete(IndexSet(integer: 1))) {
      $0.rows.remove(id: UUID(1))
    }
  }

  /// Deleting in a row deletes from that row's own list, not its parent's.
  @Test func aNestedDeleteStaysInItsRow() async {
    let store = TestStore(
      initialState: Nested.State(
        id: UUID(),
        rows: [Nested.State(id: UUID(0), rows: [Nested.State(id: UUID(1)), Nested.State(id: UUID(2))])]
      )
    ) {
      Nested()
    }

    await store.send(\.rows[id: UUID(0)].onDelete, IndexSet(integer: 0)) {
      $0.rows[id: UUID(0)]?.rows.remove(id: UUID(1))
    }
  }
}
