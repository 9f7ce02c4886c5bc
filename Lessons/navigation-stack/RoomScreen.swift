import ComposableArchitecture

/// A room of the tour: a button per exhibit, and one to walk on to the next room. It knows
/// neither screen; the tour answers each button with a push.
@Reducer
struct RoomScreen {
  @ObservableState
  struct State: Equatable {
    var hall: Hall
  }

  enum Action {
    case exhibitTapped(Exhibit)
    case nextRoomButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .exhibitTapped, .nextRoomButtonTapped:
        return .none
      }
    }
  }
}
