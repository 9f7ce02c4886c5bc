import ComposableArchitecture

/// The screen after login: the two players' names, then a game presented over it.
@Reducer
struct NewGame {
  @ObservableState
  struct State: Equatable {
    @Presents var game: Game.State?
    var oPlayerName = ""
    var xPlayerName = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case game(PresentationAction<Game.Action>)
    case letsPlayButtonTapped
    case logoutButtonTapped
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .game:
        return .none

      case .letsPlayButtonTapped:
        state.game = Game.State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none

      case .logoutButtonTapped:
        // The app, one level up, goes back to login.
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) {
      Game()
    }
  }
}
