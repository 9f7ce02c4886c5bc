import ComposableArchitecture

/// A lift seen from two places: the buttons in its cabin, and the caretaker's desk in the lobby.
/// Both read and write one record, ``Stats``, through `@Shared(.liftStats)`: a trip taken in
/// the cabin shows at the desk at once, and the record is saved to `lift.json`, so the lift
/// still knows its floor after a power cut (a restart of the app).
@Reducer
struct LiftFeature {
  /// Which of the two places the screen shows.
  enum Place: CaseIterable { case cabin, lobby }

  @ObservableState
  struct State: Equatable {
    var showing = Place.cabin
    var cabin = Cabin.State()
    var lobby = Lobby.State()
  }

  enum Action {
    case cabin(Cabin.Action)
    case lobby(Lobby.Action)
    case show(Place)
  }

  var body: some ReducerOf<Self> {
    Scope(\.cabin, action: \.cabin) { Cabin() }
    Scope(\.lobby, action: \.lobby) { Lobby() }
    Reduce { state, action in
      switch action {
      case let .show(place):
        state.showing = place
        return .none

      // Neither place tells the other what it did: they share the record itself.
      case .cabin, .lobby:
        return .none
      }
    }
  }
}
