import ComposableArchitecture
import Foundation

/// A list of rows in which each row is the same feature again, with rows of its own, as deep
/// as the learner goes: the reducer runs itself on its children with `forEach`, and the
/// action that reaches a child is `indirect`, since it holds the feature's own action.
@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name: String = ""
    var rows: IdentifiedArrayOf<State> = []

    /// A row without an id gets the next one from the `uuid` dependency, so a test can say
    /// which it expects.
    init(id: UUID? = nil, name: String = "", rows: IdentifiedArrayOf<State> = []) {
      @Dependency(\.uuid) var uuid
      self.id = id ?? uuid()
      self.name = name
      self.rows = rows
    }
  }

  enum Action {
    case addRowButtonTapped
    case nameTextFieldChanged(String)
    case onDelete(IndexSet)
    indirect case rows(IdentifiedActionOf<Nested>)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: uuid()))
        return .none

      case let .nameTextFieldChanged(name):
        state.name = name
        return .none

      case let .onDelete(offsets):
        // A list only sends offsets of its rows; the shell can type any, and an offset past
        // the rows would stop the program.
        guard offsets.allSatisfy(state.rows.indices.contains) else { return .none }
        state.rows.remove(atOffsets: offsets)
        return .none

      case .rows:
        return .none
      }
    }
    // Each row runs this same reducer, so a row's rows run it too, to any depth.
    .forEach(\.rows, action: \.rows) {
      Self()
    }
  }
}
