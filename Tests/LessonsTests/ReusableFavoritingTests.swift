import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The reusable-favoriting lesson: a generic `Favoriting` reducer embedded in each row of a list.
@MainActor
struct ReusableFavoritingTests {
  static let episodes: IdentifiedArrayOf<Episode.State> = [
    Episode.State(id: UUID(0), isFavorite: false, title: "Functions"),
    Episode.State(id: UUID(1), isFavorite: false, title: "Functions"),
    Episode.State(id: UUID(2), isFavorite: false, title: "Functions"),
  ]

  /// The three episodes, saved by an endpoint that answers what it was asked after a second.
  static func store(savingAfterASecondOn clock: TestClock<Duration>) -> TestStoreOf<Episodes> {
    TestStore(initialState: Episodes.State(episodes: episodes)) {
      Episodes(
        favorite: { _, isFavorite in
          try await clock.sleep(for: .seconds(1))
          return isFavorite
        }
      )
    }
  }

  @Test func aTapTogglesAtOnceAndASecondTapCancelsTheFirstSave() async {
    let clock = TestClock()
    let store = Self.store(savingAfterASecondOn: clock)

    await store.send(\.episodes[id: UUID(0)].favorite.buttonTapped) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: UUID(0)].favorite.response.success)

    await store.send(\.episodes[id: UUID(1)].favorite.buttonTapped) {
      $0.episodes[id: UUID(1)]?.isFavorite = true
    }
    await store.send(\.episodes[id: UUID(1)].favorite.buttonTapped) {
      $0.episodes[id: UUID(1)]?.isFavorite = false
    }
    await clock.advance(by: .seconds(1))
    // One response: the first save was cancelled in flight.
    await store.receive(\.episodes[id: UUID(1)].favorite.response.success)
  }

  /// Each row's save has its own cancel id: tapping a second row leaves the first one's running.
  @Test func rowsDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = Self.store(savingAfterASecondOn: clock)

    await store.send(\.episodes[id: UUID(0)].favorite.buttonTapped) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    await store.send(\.episodes[id: UUID(2)].favorite.buttonTapped) {
      $0.episodes[id: UUID(2)]?.isFavorite = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: UUID(0)].favorite.response.success)
    await store.receive(\.episodes[id: UUID(2)].favorite.response.success)
  }

  @Test func aFailedSaveShowsAnAlertAndDismissingItRollsBack() async {
    let store = TestStore(initialState: Episodes.State(episodes: [Self.episodes[0]])) {
      Episodes(favorite: { _, _ in throw FavoriteError() })
    }

    await store.send(\.episodes[id: UUID(0)].favorite.buttonTapped) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    await store.receive(\.episodes[id: UUID(0)].favorite.response.failure) {
      $0.episodes[id: UUID(0)]?.alert = AlertState {
        TextState("Favoriting failed.")
      }
    }
    await store.send(\.episodes[id: UUID(0)].favorite.alert.dismiss) {
      $0.episodes[id: UUID(0)]?.alert = nil
      $0.episodes[id: UUID(0)]?.isFavorite = false
    }
  }

  /// The simulated request the lesson runs: a second on the injected clock, and a failure for
  /// one episode in four, the same ones every time.
  @Test func theSimulatedRequestFailsForTheFourthEpisode() async {
    let clock = TestClock()
    let store = TestStore(initialState: Episodes.State(episodes: .mocks)) {
      Episodes()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.episodes[id: UUID(0)].favorite.buttonTapped) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    await store.send(\.episodes[id: UUID(3)].favorite.buttonTapped) {
      $0.episodes[id: UUID(3)]?.isFavorite = true
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.episodes[id: UUID(0)].favorite.response.success)
    await store.receive(\.episodes[id: UUID(3)].favorite.response.failure) {
      $0.episodes[id: UUID(3)]?.alert = AlertState { TextState("Favoriting failed.") }
    }
  }
}
