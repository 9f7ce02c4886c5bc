import ComposableArchitecture
import Foundation

/// A row of the trail guide: a walk, which gains a star button by handing `Starring` a view
/// of its state (`star`) and running it with `Scope`.
@Reducer
struct Trail {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    let name: String
    let miles: Double
    var isStarred = false
    var alert: AlertState<StarAction.Alert>?

    /// The part of a trail the star button works on, read and written back.
    var star: StarState<ID> {
      get { StarState(alert: alert, id: id, isStarred: isStarred) }
      set { (alert, isStarred) = (newValue.alert, newValue.isStarred) }
    }
  }

  enum Action {
    case star(StarAction)
  }

  let save: @Sendable (UUID, Bool) async throws -> Bool

  var body: some Reducer<State, Action> {
    Scope(\.star, action: \.star) {
      Starring(save: save)
    }
  }
}

/// The trail guide: a list of trails, each row a `Trail` run with `forEach`. The endpoint that
/// saves a star is handed down to every row, so a test can hand its own.
@Reducer
struct Trails {
  @ObservableState
  struct State: Equatable {
    var trails: IdentifiedArrayOf<Trail.State> = []
  }

  enum Action {
    case trails(IdentifiedActionOf<Trail>)
  }

  var save: @Sendable (UUID, Bool) async throws -> Bool = saveStar

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(\.trails, action: \.trails) {
        Trail(save: save)
      }
  }
}
