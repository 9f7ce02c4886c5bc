import ComposableArchitecture

/// A corner shop app with two screens, the shelves and the till, that fill and empty one
/// basket through `@Shared(.basket)`, kept in memory.
@Reducer
struct CornerShop {
  enum Screen: CaseIterable { case shelves, till }

  @ObservableState
  struct State: Equatable {
    var screen = Screen.shelves
    var shelves = Shelves.State()
    var till = Till.State()
  }

  enum Action {
    case shelves(Shelves.Action)
    case till(Till.Action)
    case screenPicked(Screen)
  }

  var body: some ReducerOf<Self> {
    Scope(\.shelves, action: \.shelves) { Shelves() }
    Scope(\.till, action: \.till) { Till() }
    Reduce { state, action in
      switch action {
      case let .screenPicked(screen):
        state.screen = screen
        return .none

      case .shelves, .till:
        return .none
      }
    }
  }
}
