import ComposableArchitecture
import Foundation

/// Which rows the list shows.
enum Filter: LocalizedStringKey, CaseIterable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

/// A todo list: rows added, edited, completed, deleted, moved and cleared, each row a `Todo`
/// run by `forEach`, and completed rows sorted to the bottom a second after the last checkbox
/// changed.
@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var editMode: EditMode = .inactive
    var filter: Filter = .all
    /// The rows, kept by id: an action for a row names its id, never its index, which changes
    /// whenever a row is added, deleted, moved or sorted.
    var todos: IdentifiedArrayOf<Todo.State> = []

    /// The rows the filter lets through, in order: what the list on screen shows, and what
    /// `delete` and `move`'s offsets count in.
    var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .all: todos
      case .active: todos.filter { !$0.isComplete }
      case .completed: todos.filter(\.isComplete)
      }
    }
  }

  enum Action: BindableAction, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    /// Swipe to delete: offsets into the rows on screen, `filteredTodos`.
    case delete(IndexSet)
    /// Drag to reorder: offsets into the rows on screen, and where they land.
    case move(IndexSet, Int)
    case sortCompletedTodos
    /// An action of one row, by its id.
    case todos(IdentifiedActionOf<Todo>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  private enum CancelID { case todoCompletion }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case let .delete(offsets):
        // The offsets count rows on screen; remove each by its id from the whole list.
        let shown = state.filteredTodos
        // A view only sends offsets of rows it shows; the shell can type any, and an offset
        // past the rows would stop the program.
        guard offsets.allSatisfy(shown.indices.contains) else { return .none }
        for offset in offsets {
          state.todos.remove(id: shown[offset].id)
        }
        return .none

      case var .move(offsets, destination):
        let shown = state.filteredTodos
        guard offsets.allSatisfy(shown.indices.contains), (0...shown.count).contains(destination) else {
          return .none
        }
        if state.filter == .completed {
          // Offsets into the completed rows, made offsets into the whole list.
          offsets = IndexSet(offsets.compactMap { state.todos.index(id: shown[$0].id) })
          destination =
            (destination < shown.endIndex
              ? state.todos.index(id: shown[destination].id)
              : state.todos.endIndex)
            ?? destination
        }
        state.todos.move(fromOffsets: offsets, toOffset: destination)
        return .run { send in
          try await clock.sleep(for: .milliseconds(100))
          await send(.sortCompletedTodos)
        }

      case .sortCompletedTodos:
        state.todos.sort { !$0.isComplete && $1.isComplete }
        return .none

      case .todos(.element(id: _, action: .binding(\.isComplete))):
        // A checkbox changed: sort a second after the last change, so rows do not jump
        // while they are being ticked. A newer change cancels the wait and starts it again.
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos, animation: .default)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}
