import ComposableArchitecture
import Foundation

/// A shopping list: items added, renamed, counted, put in the basket, deleted and reordered.
/// Each row is a `Grocery` run by `forEach`; two seconds after the last basket change, the
/// items in the basket settle below the ones still needed.
@Reducer
struct ShoppingList {
  /// The picker above the list: which rows it shows.
  enum Show: CaseIterable, Equatable, Sendable {
    case all
    case needed
    case inBasket
  }

  @ObservableState
  struct State: Equatable {
    var editMode: EditMode = .inactive
    /// The rows by id. An action for a row names its id, never its index: the index changes
    /// whenever a row is added, deleted, moved or settled.
    var items: IdentifiedArrayOf<Grocery.State> = []
    var show: Show = .all

    /// The rows on screen, in order: what the offsets of `rowsDeleted` count in.
    var visibleItems: IdentifiedArrayOf<Grocery.State> {
      switch show {
      case .all: items
      case .needed: items.filter { !$0.inBasket }
      case .inBasket: items.filter(\.inBasket)
      }
    }
  }

  enum Action: Sendable {
    case addItemButtonTapped
    /// The basket has been left alone for two seconds: move what is in it to the bottom.
    case basketSettled
    /// At the till: everything in the basket leaves the list.
    case checkoutButtonTapped
    case editButtonTapped
    /// One row's action, with the row's id.
    case items(IdentifiedActionOf<Grocery>)
    /// A swipe to delete: offsets into the rows on screen, `visibleItems`.
    case rowsDeleted(IndexSet)
    /// A drag in edit mode: offsets of the rows dragged, and where they land.
    case rowsMoved(IndexSet, Int)
    case showPicked(Show)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  private enum CancelID { case settle }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addItemButtonTapped:
        state.items.append(Grocery.State(id: uuid()))
        return .none

      case .basketSettled:
        // Needed rows first, then the basket, each in the order the shopper left them.
        var settled = state.items.filter { !$0.inBasket }
        settled.append(contentsOf: state.items.filter(\.inBasket))
        state.items = settled
        return .none

      case .checkoutButtonTapped:
        state.items.removeAll(where: \.inBasket)
        return .cancel(id: CancelID.settle)

      case .editButtonTapped:
        state.editMode = state.editMode.isEditing ? .inactive : .active
        return .none

      case .items(.element(id: _, action: .basketToggled)):
        // Settle two seconds after the last tick, so a row does not slide away while the
        // shopper is still ticking: each tick cancels the wait before it and starts again.
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.basketSettled)
        }
        .cancellable(id: CancelID.settle, cancelInFlight: true)

      case .items:
        return .none

      case let .rowsDeleted(offsets):
        // The offsets count rows on screen: find each row's id there, then remove it by id.
        let visible = state.visibleItems
        // A list only sends offsets of rows it shows; the shell can type any.
        guard offsets.allSatisfy(visible.indices.contains) else { return .none }
        for id in offsets.map({ visible[$0].id }) {
          state.items.remove(id: id)
        }
        return .none

      case let .rowsMoved(offsets, destination):
        // Rows are dragged only in edit mode with every row shown: in a filtered list an
        // offset would not say where a row lands among the hidden ones.
        guard
          state.editMode.isEditing, state.show == .all,
          offsets.allSatisfy(state.items.indices.contains), (0...state.items.count).contains(destination)
        else { return .none }
        state.items.move(fromOffsets: offsets, toOffset: destination)
        return .none

      case let .showPicked(show):
        state.show = show
        return .none
      }
    }
    .forEach(\.items, action: \.items) {
      Grocery()
    }
  }
}
