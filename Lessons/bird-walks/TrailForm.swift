import ComposableArchitecture
import Foundation

/// Editing a trail in a sheet: its name, habitat, length and stops, the focus on the row being
/// typed in. The list's "New trail" sheet and the detail's "Edit" sheet both show it; the form
/// edits a copy, which the presenting screen saves or throws away.
@Reducer
struct TrailForm {
  @ObservableState
  struct State: Equatable, Sendable {
    var focus: Field? = .name
    var trail: BirdTrail

    /// A trail always has a row to type a stop into.
    init(focus: Field? = .name, trail: BirdTrail) {
      self.focus = focus
      self.trail = trail
      if self.trail.stops.isEmpty {
        @Dependency(\.uuid) var uuid
        self.trail.stops.append(Stop(id: Stop.ID(uuid())))
      }
    }

    enum Field: Hashable, Sendable {
      case name
      case stop(Stop.ID)
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case addStopButtonTapped
    case binding(BindingAction<State>)
    case removeStops(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addStopButtonTapped:
        let stop = Stop(id: Stop.ID(uuid()))
        state.trail.stops.append(stop)
        state.focus = .stop(stop.id)
        return .none

      case .binding:
        return .none

      case let .removeStops(atOffsets: offsets):
        // A list sends offsets of its rows only; the shell can type any, and an offset past
        // the rows would stop the program.
        guard offsets.allSatisfy(state.trail.stops.indices.contains) else { return .none }
        state.trail.stops.remove(atOffsets: offsets)
        guard let last = state.trail.stops.last else {
          // The last row went: a fresh empty one takes the focus.
          let stop = Stop(id: Stop.ID(uuid()))
          state.trail.stops.append(stop)
          state.focus = .stop(stop.id)
          return .none
        }
        // A focused row that went hands the focus to the last row.
        if case let .stop(id) = state.focus, state.trail.stops[id: id] == nil {
          state.focus = .stop(last.id)
        }
        return .none
      }
    }
  }
}
