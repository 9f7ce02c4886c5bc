import ComposableArchitecture

/// The whole app: the trail list at the root of a navigation stack, and the screens pushed on
/// it. A tapped row's detail is pushed with a `@Shared` reference to its element of the list; the
/// detail's delegate asks for the walk screen, pushed with the same reference; a logged walk is
/// shown as plain state, with no reducer of its own.
@Reducer
struct BirdWalksApp {
  @Reducer
  enum Path {
    case detail(TrailDetail)
    case log(WalkLog, trail: BirdTrail)
    case walk(GuidedWalk)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var trailList = TrailList.State()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case trailList(TrailList.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.trailList, action: \.trailList) {
      TrailList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(.beginWalk(trail))))):
        state.path.append(.walk(GuidedWalk.State(trail: trail)))
        return .none

      case let .trailList(.trailTapped(id)):
        // A reference to the list's element, not a copy: what the detail edits is the list's,
        // and so the file's. No trail with that id, nothing to push.
        guard let trail = Shared(state.trailList.$trails[id: id]) else { return .none }
        state.path.append(.detail(TrailDetail.State(trail: trail)))
        return .none

      case .path, .trailList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension BirdWalksApp.Path.State: Equatable {}
