import ComposableArchitecture
import Foundation

/// One row of the list: its text and whether it is done, both edited through bindings, as a
/// text field and a checkbox would.
@Reducer
struct Todo {
  @ObservableState
  struct State: Equatable, Identifiable {
    var description = ""
    /// The row's identity: the list finds the row by it, wherever the row has moved to.
    let id: UUID
    var isComplete = false
  }

  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}
