import ComposableArchitecture
import Foundation

/// The "Navigation: Lists, navigate and load" case study: tapping a row navigates at once and
/// loads a counter starting at the row's count a second later; going back writes the count
/// back into the row.
@Reducer
struct NavigateAndLoadList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
    var selection: Identified<Row.ID, Counter.State?>?

    struct Row: Equatable, Identifiable {
      var count: Int
      let id: UUID
    }

    /// TCA's case study gives its three rows `UUID()`s; here they come from the `uuid`
    /// dependency, so a session and a test see the same ids every time.
    init(rows: IdentifiedArrayOf<Row>? = nil, selection: Identified<Row.ID, Counter.State?>? = nil) {
      @Dependency(\.uuid) var uuid
      self.rows = rows ?? [
        Row(count: 1, id: uuid()),
        Row(count: 42, id: uuid()),
        Row(count: 100, id: uuid()),
      ]
      self.selection = selection
    }
  }

  enum Action {
    case counter(Counter.Action)
    case setNavigation(selection: UUID?)
    case setNavigationSelectionDelayCompleted
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case load }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none

      case let .setNavigation(selection: .some(id)):
        state.selection = Identified(nil, id: id)
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.setNavigationSelectionDelayCompleted)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case .setNavigation(selection: .none):
        if let selection = state.selection, let count = selection.value?.count {
          state.rows[id: selection.id]?.count = count
        }
        state.selection = nil
        return .cancel(id: CancelID.load)

      case .setNavigationSelectionDelayCompleted:
        guard let id = state.selection?.id else { return .none }
        state.selection?.value = Counter.State(count: state.rows[id: id]?.count ?? 0)
        return .none
      }
    }
    // The selection is optional, and so is the counter inside it: two `ifLet`s, the inner one
    // on an `EmptyReducer`, run the counter only once it has loaded.
    .ifLet(\.selection, action: \.counter) {
      EmptyReducer()
        .ifLet(\.value, action: \.self) {
          Counter()
        }
    }
  }
}
