import ComposableArchitecture

/// After signing in: the new-game form (two players and a table layout), the games finished
/// this evening, and the game itself, presented over the clubroom. Signing out is the app's to
/// do, so the clubroom only tells it.
@Reducer
struct Clubroom {
  @ObservableState
  struct State: Equatable {
    var finished: [FinishedGame] = []
    var firstPlayer: String
    @Presents var game: Matchsticks.State?
    var layout = TableLayout.short
    var member: Member
    var secondPlayer = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case delegate(Delegate)
    case game(PresentationAction<Matchsticks.Action>)
    case signOutTapped
    case startTapped

    @CasePathable

    enum Delegate: Equatable {
      case signedOut
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none

      case let .game(.presented(.delegate(.finished(game)))):
        state.finished.append(game)
        return .none

      case .game:
        return .none

      case .signOutTapped:
        return .send(.delegate(.signedOut))

      case .startTapped:
        // Blank names would leave a player nobody can call; the form suggests these.
        let first = state.firstPlayer.isEmpty ? state.member.name : state.firstPlayer
        let second = state.secondPlayer.isEmpty ? "Guest" : state.secondPlayer
        state.game = Matchsticks.State(layout: state.layout, players: [first, second])
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) {
      Matchsticks()
    }
  }
}

extension Clubroom.State {
  /// The clubroom a member enters: their own name as the first player.
  init(member: Member) {
    self.init(firstPlayer: member.name, member: member)
  }
}
