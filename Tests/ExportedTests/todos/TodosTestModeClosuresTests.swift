import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Todos.
@testable import Lessons

@MainActor
struct TodosTestModeClosuresTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos[id: UUID(0)] = Todo.State(description: "", id: UUID(0), isComplete: false)
    }
    await withKnownIssue {
      await store.send(.addTodoButtonTapped) {
        $0.todos[id: UUID(1)] = Todo.State(description: "", id: UUID(1), isComplete: false)
      }
    }
    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
