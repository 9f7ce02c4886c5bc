import ComposableArchitecture
import Foundation

/// The app's first screen: every trail, a sheet to add one, and swipe to delete. The trails are
/// `@Shared(.trails)`, kept in a file, so they are there again at the next launch. Tapping a
/// row is the app's to answer: it pushes the trail's detail (see ``BirdWalksApp``).
@Reducer
struct TrailList {
  @ObservableState
  struct State: Equatable {
    @Presents var newTrail: TrailForm.State?
    @Shared(.trails) var trails
  }

  enum Action {
    case addTrailButtonTapped
    case deleteTrails(atOffsets: IndexSet)
    case discardNewTrailButtonTapped
    case newTrail(PresentationAction<TrailForm.Action>)
    case saveNewTrailButtonTapped
    case trailTapped(id: BirdTrail.ID)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTrailButtonTapped:
        state.newTrail = TrailForm.State(trail: BirdTrail(id: BirdTrail.ID(uuid())))
        return .none

      case let .deleteTrails(atOffsets: offsets):
        // A list sends offsets of its rows only; the shell can type any.
        guard offsets.allSatisfy(state.trails.indices.contains) else { return .none }
        state.$trails.withLock { $0.remove(atOffsets: offsets) }
        return .none

      case .discardNewTrailButtonTapped:
        state.newTrail = nil
        return .none

      case .newTrail:
        return .none

      case .saveNewTrailButtonTapped:
        guard let form = state.newTrail else { return .none }
        state.$trails.withLock { _ = $0.append(form.trail.tidied()) }
        state.newTrail = nil
        return .none

      case .trailTapped:
        return .none
      }
    }
    .ifLet(\.$newTrail, action: \.newTrail) {
      TrailForm()
    }
  }
}

extension BirdTrail {
  /// The trail as saved: stops left blank are dropped, but a walk needs somewhere to stand, so
  /// a trail with none keeps its first row as its trailhead; a blank name becomes the habitat's.
  func tidied() -> BirdTrail {
    var trail = self
    trail.stops.removeAll { $0.name.allSatisfy(\.isWhitespace) }
    if trail.stops.isEmpty, var first = stops.first {
      first.name = "Trailhead"
      trail.stops.append(first)
    }
    if trail.name.allSatisfy(\.isWhitespace) {
      trail.name = "\(habitat.rawValue.capitalized) walk"
    }
    return trail
  }
}
