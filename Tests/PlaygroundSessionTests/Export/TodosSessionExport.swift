import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Todos.
@testable import Lessons

@MainActor
struct TodosTests {
  @Test func session() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    }

    await store.send(.todos(.element(id: 1, action: .checkBoxToggled))) {
      $0.todos[id: 1]?.isComplete = true
    }
    await store.receive(\.todos[id: 1].delegate)
    await store.send(.todos(.element(id: 2, action: .binding(.set(\.description, "Oat milk"))))) {
      $0.todos[id: 2]?.description = "Oat milk"
    }
    await store.send(.editButtonTapped(id: 2)) {
      $0.destination = .edit(Todo.State(id: 2, description: "Oat milk", isComplete: false))
    }
    await store.send(.destination(.presented(.edit(.checkBoxToggled)))) {
      $0.destination = .edit(Todo.State(id: 2, description: "Oat milk", isComplete: true))
    }
    await store.receive(\.destination.presented.edit.delegate)
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos[id: 1] = nil
    }
    await store.finish()
  }
}
