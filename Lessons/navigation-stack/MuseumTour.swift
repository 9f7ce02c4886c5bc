import ComposableArchitecture

/// A museum's audio tour: a stack of rooms and the exhibits in them. The root pushes the first
/// room, then answers the rooms' buttons by pushing what they ask for, so no room knows another
/// screen; the breadcrumb bar pops back to any room, and "end tour" pops everything.
@Reducer
struct MuseumTour {
  @Reducer
  enum Path {
    case exhibit(ExhibitScreen)
    case room(RoomScreen)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    /// A room in the breadcrumb bar: pops every screen above it.
    case breadcrumbTapped(id: StackElementID)
    case endTourButtonTapped
    case path(StackActionOf<Path>)
    case startTourButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .breadcrumbTapped(id):
        state.path.pop(to: id)
        return .none

      case .endTourButtonTapped:
        state.path.removeAll()
        return .none

      case let .path(.element(id: _, action: .room(.exhibitTapped(exhibit)))):
        state.path.append(.exhibit(ExhibitScreen.State(exhibit: exhibit)))
        return .none

      case let .path(.element(id: id, action: .room(.nextRoomButtonTapped))):
        if case let .room(room) = state.path[id: id], let next = room.hall.next {
          state.path.append(.room(RoomScreen.State(hall: next)))
        }
        return .none

      case .path:
        return .none

      case .startTourButtonTapped:
        state.path.append(.room(RoomScreen.State(hall: .harbour)))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension MuseumTour.Path.State: Equatable {}
