import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Nested.
@testable import Lessons

@MainActor
struct RecursionDeepRowsTests {
  @Test func session() async {
    let store = TestStore(initialState: Nested.State(name: "Root")) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addRowButtonTapped) {
      $0.rows[id: UUID(1)] = Nested.State(id: UUID(1), name: "", rows: [])
    }
    await store.send(.rows(.element(id: UUID(1), action: .addRowButtonTapped))) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)] = Nested.State(id: UUID(2), name: "", rows: [])
    }
    await store.send(.rows(.element(id: UUID(1), action: .rows(.element(id: UUID(2), action: .addRowButtonTapped))))) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(3)] = Nested.State(id: UUID(3), name: "", rows: [])
    }
    await store.send(.rows(.element(id: UUID(1), action: .rows(.element(id: UUID(2), action: .rows(.element(id: UUID(3), action: .nameTextFieldChanged("Deepest")))))))) {
      $0.rows[id: UUID(1)]?.rows[id: UUID(2)]?.rows[id: UUID(3)]?.name = "Deepest"
    }
    await store.finish()
  }
}
