import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Todos.
@testable import Lessons

@MainActor
struct TodosTestModeTests {
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
      await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.isComplete, true))))) { _ in }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.description, "Walk the dog"))))) {
      $0.todos[id: UUID(0)]?.description = "Walk the dog"
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos[id: UUID(0)] = nil
    }
    await store.finish()
  }
}
