import ComposableArchitecture
import Foundation

/// Editing a sync-up: its title, length, theme and attendees, with the focus following the row
/// being edited. Used by the list's "New sync-up" sheet and the detail's "Edit" sheet.
@Reducer
struct SyncUpForm {
  @ObservableState
  struct State: Equatable, Sendable {
    var focus: Field? = .title
    var syncUp: SyncUp

    /// A sync-up always has a row to type an attendee into.
    init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
      }
    }

    enum Field: Hashable, Sendable {
      case attendee(Attendee.ID)
      case title
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case deleteAttendees(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: Attendee.ID(uuid()))
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case let .deleteAttendees(atOffsets: offsets):
        // A list only sends offsets of its rows; the shell can type any, and an offset past
        // the rows would stop the program.
        guard offsets.allSatisfy(state.syncUp.attendees.indices.contains) else { return .none }
        state.syncUp.attendees.remove(atOffsets: offsets)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
        }
        // The focus moves to the row that took the first deleted one's place, or the last row.
        guard let first = offsets.first
        else { return .none }
        let index = min(first, state.syncUp.attendees.count - 1)
        state.focus = .attendee(state.syncUp.attendees[index].id)
        return .none
      }
    }
  }
}
