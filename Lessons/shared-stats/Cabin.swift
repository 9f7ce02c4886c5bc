import ComposableArchitecture

/// The buttons inside the lift: up, down, and the directory of what is on this floor.
@Reducer
struct Cabin {
  @ObservableState
  struct State: Equatable {
    @Presents var directory: AlertState<Action.Directory>?
    @Shared(.liftStats) var stats = Stats()
  }

  enum Action {
    case upButtonTapped
    case downButtonTapped
    case directoryButtonTapped
    case directory(PresentationAction<Directory>)

    /// The directory has only an OK button, which dismisses it.
    enum Directory: Equatable {}
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .upButtonTapped:
        state.$stats.withLock { $0.goUp() }
        return .none

      case .downButtonTapped:
        state.$stats.withLock { $0.goDown() }
        return .none

      case .directoryButtonTapped:
        let floor = state.stats.floor
        state.directory = AlertState { TextState(directoryEntry(floor: floor)) }
        return .none

      case .directory:
        return .none
      }
    }
    .ifLet(\.$directory, action: \.directory)
  }
}

/// What the directory board says about a floor: shops on the ground floor, parking below it,
/// offices above it.
private func directoryEntry(floor: Int) -> String {
  switch floor {
  case 0: "Ground floor: the lobby, the post room and the café."
  case ..<0: "Level \(floor): the car park. Mind the ramp."
  default: "Floor \(floor): offices. Visitors sign in at the lobby."
  }
}
