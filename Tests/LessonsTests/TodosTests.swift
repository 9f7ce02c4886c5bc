import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The todos app: rows added with the injected `uuid`, edited and completed through each row's
/// bindings by id, deleted and moved by offsets into the rows the filter shows, and completed
/// rows sorted down a second after the last checkbox change, or 100 ms after a move.
@MainActor
struct TodosTests {
  let clock = TestClock()

  /// Rows with ids `UUID(0)`, `UUID(1)`, …, empty, complete where `completed` says.
  func rows(_ completed: Bool...) -> IdentifiedArrayOf<Todo.State> {
    IdentifiedArray(uniqueElements: completed.enumerated().map { index, isComplete in
      Todo.State(id: UUID(index), isComplete: isComplete)
    })
  }

  @Test func addingInsertsANewRowAtTheTopWithTheNextUUID() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos = [Todo.State(id: UUID(0))]
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos = [
        Todo.State(description: "", id: UUID(1), isComplete: false),
        Todo.State(description: "", id: UUID(0), isComplete: false),
      ]
    }
  }

  @Test func aRowsDescriptionIsEditedByItsID() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, false))) {
      Todos()
    }

    await store.send(\.todos[id: UUID(1)].binding.description, "Buy milk") {
      $0.todos[id: UUID(1)]?.description = "Buy milk"
    }
  }

  @Test func completingARowSortsItDownASecondLater() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, false))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[0]]
    }
  }

  @Test func aSecondChangeWithinTheSecondRestartsTheWaitAndSortsOnce() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, false))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: UUID(0)].binding.isComplete, false) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func editingADescriptionDoesNotSort() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, true))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    // No wait starts: an exhaustive store fails at its end on an effect still in flight.
    await store.send(\.todos[id: UUID(0)].binding.description, "Walk the dog") {
      $0.todos[id: UUID(0)]?.description = "Walk the dog"
    }
  }

  @Test func clearCompletedRemovesTheCompletedRows() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, true, false))) {
      Todos()
    }

    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [$0.todos[0], $0.todos[2]]
    }
  }

  @Test func deleteRemovesTheRowsAtTheOffsets() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, false, false))) {
      Todos()
    }

    await store.send(.delete([1])) {
      $0.todos = [$0.todos[0], $0.todos[2]]
    }
  }

  @Test func deleteCountsOffsetsInTheFilteredRows() async {
    let store = TestStore(initialState: Todos.State(filter: .completed, todos: rows(false, false, true))) {
      Todos()
    }

    // Offset 0 of the completed rows is the third row of the list.
    await store.send(.delete([0])) {
      $0.todos = [$0.todos[0], $0.todos[1]]
    }
  }

  /// A view only sends offsets of the rows it shows; others are ignored, where indexing the
  /// rows with them would stop the program.
  @Test func offsetsPastTheRowsShownChangeNothing() async {
    let store = TestStore(initialState: Todos.State(filter: .completed, todos: rows(false, true))) {
      Todos()
    }

    await store.send(.delete([1]))
    await store.send(.move([0], 2))
    await store.send(.move([1], 0))
  }

  @Test func moveReordersAndSortsAfterAMoment() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, false, false))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.binding.editMode, .active) {
      $0.editMode = .active
    }
    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[1], $0.todos[0], $0.todos[2]]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func moveCountsOffsetsInTheFilteredRows() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, false, true, true))) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.binding.editMode, .active) {
      $0.editMode = .active
    }
    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    // The first completed row moves below the second: rows 2 and 3 of the list swap.
    await store.send(.move([0], 2)) {
      $0.todos = [$0.todos[0], $0.todos[1], $0.todos[3], $0.todos[2]]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func aFilteredRowIsEditedByItsID() async {
    let store = TestStore(initialState: Todos.State(todos: rows(false, true))) {
      Todos()
    }

    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    await store.send(\.todos[id: UUID(1)].binding.description, "Did this already") {
      $0.todos[id: UUID(1)]?.description = "Did this already"
    }
  }

  @Test func sortingKeepsTheOrderWithinActiveAndCompletedRows() async {
    var state = Todos.State(todos: rows(true, false, true, false))
    state.todos[id: UUID(0)]?.description = "first done"
    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[3], $0.todos[0], $0.todos[2]]
    }
  }

  @Test func theFilterShowsActiveOrCompletedRows() {
    var state = Todos.State(todos: rows(false, true, false))
    #expect(state.filteredTodos.ids == [UUID(0), UUID(1), UUID(2)])
    state.filter = .active
    #expect(state.filteredTodos.ids == [UUID(0), UUID(2)])
    state.filter = .completed
    #expect(state.filteredTodos.ids == [UUID(1)])
  }
}
