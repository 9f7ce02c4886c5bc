import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Todos.
@testable import Lessons

@MainActor
struct TodosBasicsTests {
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
    await store.send(.addTodoButtonTapped) {
      $0.todos = [Todo.State(description: "", id: UUID(1), isComplete: false), Todo.State(description: "", id: UUID(0), isComplete: false)]
    }
    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.description, "Buy milk"))))) {
      $0.todos[id: UUID(0)]?.description = "Buy milk"
    }
    await store.send(.todos(.element(id: UUID(1), action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: UUID(1)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.todos(.element(id: UUID(0), action: .binding(.set(\.isComplete, true))))) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
    await store.send(.binding(.set(\.filter, .completed))) {
      $0.filter = .completed
    }
    await store.send(.binding(.set(\.editMode, .active))) {
      $0.editMode = .active
    }
    await store.send(.move(IndexSet(integer: 1), 0)) {
      $0.todos = [Todo.State(description: "Buy milk", id: UUID(0), isComplete: true), Todo.State(description: "", id: UUID(1), isComplete: true)]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
    await store.send(.delete(IndexSet(integer: 0))) {
      $0.todos[id: UUID(0)] = nil
    }
    await store.send(.binding(.set(\.filter, .all))) {
      $0.filter = .all
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos = [Todo.State(description: "", id: UUID(2), isComplete: false), Todo.State(description: "", id: UUID(1), isComplete: true)]
    }
    await store.send(.sortCompletedTodos)
    await store.send(.clearCompletedButtonTapped) {
      $0.todos[id: UUID(1)] = nil
    }
    await withKnownIssue {
      await store.send(.todos(.element(id: UUID(7), action: .binding(.set(\.isComplete, true)))))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
    await store.finish()
  }
}
