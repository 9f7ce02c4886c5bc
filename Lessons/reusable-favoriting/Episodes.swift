import ComposableArchitecture
import Foundation

/// A row of the list: an episode, which embeds favoriting by handing `Favoriting` a view of
/// its state (`favorite`) and running it with `Scope`.
@Reducer
struct Episode {
  @ObservableState
  struct State: Equatable, Identifiable {
    var alert: AlertState<FavoritingAction.Alert>?
    let id: UUID
    var isFavorite: Bool
    let title: String

    /// The part of an episode the favoriting reducer works on, read and written back.
    var favorite: FavoritingState<ID> {
      get { FavoritingState(alert: alert, id: id, isFavorite: isFavorite) }
      set { (alert, isFavorite) = (newValue.alert, newValue.isFavorite) }
    }
  }

  enum Action {
    case favorite(FavoritingAction)
  }

  let favorite: @Sendable (UUID, Bool) async throws -> Bool

  var body: some Reducer<State, Action> {
    Scope(\.favorite, action: \.favorite) {
      Favoriting(favorite: favorite)
    }
  }
}

/// The list of episodes, each row its own `Episode` with `forEach`; the endpoint that saves a
/// favourite is passed down to every row, so a test can pass its own.
@Reducer
struct Episodes {
  @ObservableState
  struct State: Equatable {
    var episodes: IdentifiedArrayOf<Episode.State> = []
  }

  enum Action {
    case episodes(IdentifiedActionOf<Episode>)
  }

  var favorite: @Sendable (UUID, Bool) async throws -> Bool = favoriteRequest

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .forEach(\.episodes, action: \.episodes) {
        Episode(favorite: favorite)
      }
  }
}

/// Why saving a favourite failed.
struct FavoriteError: LocalizedError, Equatable {
  var errorDescription: String? {
    "Favoriting failed."
  }
}

/// The simulated request that saves a favourite: it takes a second on the injected clock and,
/// as a real request may, fails a quarter of the time, here always for the same episodes (one
/// id in four: the fourth, "DSLs"), so a session replays the same way every time.
@Sendable func favoriteRequest(id: UUID, isFavorite: Bool) async throws -> Bool {
  @Dependency(\.continuousClock) var clock
  try await clock.sleep(for: .seconds(1))
  guard id.uuid.15 % 4 != 3 else { throw FavoriteError() }
  return isFavorite
}

extension IdentifiedArray where ID == Episode.State.ID, Element == Episode.State {
  static let mocks: Self = [
    Episode.State(id: UUID(0), isFavorite: false, title: "Functions"),
    Episode.State(id: UUID(1), isFavorite: false, title: "Side Effects"),
    Episode.State(id: UUID(2), isFavorite: false, title: "Algebraic Data Types"),
    Episode.State(id: UUID(3), isFavorite: false, title: "DSLs"),
    Episode.State(id: UUID(4), isFavorite: false, title: "Parsers"),
    Episode.State(id: UUID(5), isFavorite: false, title: "Composable Architecture"),
  ]
}
