import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Episodes.
@testable import Lessons

@MainActor
struct ReusableFavoritingBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Episodes.State(episodes: .mocks)) {
      Episodes()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.episodes(.element(id: UUID(0), action: .favorite(.buttonTapped)))) {
      $0.episodes[id: UUID(0)]?.isFavorite = true
    }
    await store.send(.episodes(.element(id: UUID(1), action: .favorite(.buttonTapped)))) {
      $0.episodes[id: UUID(1)]?.isFavorite = true
    }
    await store.send(.episodes(.element(id: UUID(1), action: .favorite(.buttonTapped)))) {
      $0.episodes[id: UUID(1)]?.isFavorite = false
    }
    await store.send(.episodes(.element(id: UUID(3), action: .favorite(.buttonTapped)))) {
      $0.episodes[id: UUID(3)]?.isFavorite = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: UUID(0)].favorite.response.success, true)
    await store.receive(\.episodes[id: UUID(1)].favorite.response.success, false)
    await store.receive(\.episodes[id: UUID(3)].favorite.response.failure) {
      $0.episodes[id: UUID(3)]?.alert = AlertState { TextState("Favoriting failed.") }
    }
    await store.send(.episodes(.element(id: UUID(3), action: .favorite(.alert(.dismiss))))) {
      $0.episodes[id: UUID(3)]?.alert = nil
      $0.episodes[id: UUID(3)]?.isFavorite = false
    }
    await store.finish()
  }
}
