import ComposableArchitecture
import Foundation

/// A folder of a file browser, whose subfolders are folders too, as deep as the learner goes.
/// The reducer runs itself on its subfolders with `forEach`, and the action that reaches a
/// subfolder is `indirect`, since it holds the folder's own action.
@Reducer
struct Folder {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name: String
    var files = 0
    var subfolders: IdentifiedArrayOf<State> = []

    /// A folder without an id takes the next one from the `uuid` dependency: ids must be
    /// unique across the whole tree, not only among siblings, and a test can say which it
    /// expects.
    init(id: UUID? = nil, name: String, files: Int = 0, subfolders: IdentifiedArrayOf<State> = []) {
      @Dependency(\.uuid) var uuid
      self.id = id ?? uuid()
      self.name = name
      self.files = files
      self.subfolders = subfolders
    }
  }

  enum Action {
    case fileDropped
    case newFolderButtonTapped
    case renamed(String)
    indirect case subfolders(IdentifiedActionOf<Folder>)
    case subfoldersSwipedAway(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .fileDropped:
        state.files += 1
        return .none

      case .newFolderButtonTapped:
        state.subfolders.append(State(id: uuid(), name: "Folder \(state.subfolders.count + 1)"))
        return .none

      case let .renamed(name):
        state.name = name
        return .none

      case .subfolders:
        return .none

      case let .subfoldersSwipedAway(offsets):
        // A list swipes only rows it shows; the shell can type any offset, and one past the
        // subfolders would stop the program.
        guard offsets.allSatisfy(state.subfolders.indices.contains) else { return .none }
        state.subfolders.remove(atOffsets: offsets)
        return .none
      }
    }
    // A subfolder runs this same reducer, and so do its subfolders, to any depth.
    .forEach(\.subfolders, action: \.subfolders) {
      Self()
    }
  }
}
