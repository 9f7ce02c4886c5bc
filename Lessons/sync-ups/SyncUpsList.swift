import ComposableArchitecture
import Foundation

/// The app's first screen: every sync-up, a sheet to add one, and swipe to delete.
@Reducer
struct SyncUpsList {
  @Reducer
  enum Destination {
    case add(SyncUpForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert {
      case confirmLoadMockData
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared(.syncUps) var syncUps
  }

  enum Action {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case dismissAddSyncUpButtonTapped
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid()))))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard case let .some(.add(form)) = state.destination
        else { return .none }
        var syncUp = form.syncUp
        // Rows left blank are dropped, but a sync-up keeps at least one attendee.
        syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(form.syncUp.attendees.first ?? Attendee(id: Attendee.ID(uuid())))
        }
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.destination = nil
        return .none

      case let .onDelete(offsets):
        // A list only sends offsets of its rows; the shell can type any, and an offset past
        // the rows would stop the program.
        guard offsets.allSatisfy(state.syncUps.indices.contains) else { return .none }
        state.$syncUps.withLock { $0.remove(atOffsets: offsets) }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension SyncUpsList.Destination.State: Equatable {}
