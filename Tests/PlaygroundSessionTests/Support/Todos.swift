import ComposableArchitecture

@testable import PlaygroundSession

/// A todo list for the shell's containers beyond the lessons' navigation stack: rows in an
/// `IdentifiedArray` run with `forEach`, and a `@Reducer enum Destination` presenting one row's
/// editor.
@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo.State> = [
      Todo.State(id: 1, description: "Milk"),
      Todo.State(id: 2, description: "Eggs"),
    ]
    @Presents var destination: Destination.State?
  }

  enum Action {
    case todos(IdentifiedActionOf<Todo>)
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped(id: Int)
    case clearCompletedButtonTapped
  }

  @Reducer
  enum Destination {
    case edit(Todo)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .editButtonTapped(id):
        state.destination = state.todos[id: id].map { .edit($0) }
        return .none
      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none
      case .todos, .destination:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) { Todo() }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Todos.Destination.State: Equatable {}

@Reducer
struct Todo {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var description: String
    var isComplete = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case checkBoxToggled
    case delegate(Delegate)

    enum Delegate {
      case completionChanged(Bool)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .checkBoxToggled:
        state.isComplete.toggle()
        return .send(.delegate(.completionChanged(state.isComplete)))
      case .binding, .delegate:
        return .none
      }
    }
  }
}

extension Lesson {
  /// The todo list as a lesson, for session tests.
  static let todos = Lesson(
    id: "todos",
    title: "Todos",
    summary: "an identified list and a destination enum",
    initializers: [
      .initializer("id", "description") { (id: Int, description: String) in Todo.State(id: id, description: description) }
    ],
    initialState: { Todos.State() },
    reducer: { Todos() }
  )
}

/// The transcript text of `commands` run in a fresh session of the todo list.
@MainActor
func todosTranscript(_ commands: [String]) async throws -> String {
  try await Playground.replay(commands, lessons: [.todos]).text
}
