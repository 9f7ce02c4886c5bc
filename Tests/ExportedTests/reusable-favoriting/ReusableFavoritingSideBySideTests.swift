import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Episodes.
@testable import Lessons

@MainActor
struct ReusableFavoritingSideBySideTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Episodes.State(episodes: .mocks)) {
      Episodes()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.episodes(.element(id: UUID(2), action: .favorite(.buttonTapped)))) {
      $0.episodes[id: UUID(2)]?.isFavorite = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.episodes(.element(id: UUID(4), action: .favorite(.buttonTapped)))) {
      $0.episodes[id: UUID(4)]?.isFavorite = true
    }
    await store.send(.episodes(.element(id: UUID(2), action: .favorite(.buttonTapped)))) {
      $0.episodes[id: UUID(2)]?.isFavorite = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.episodes[id: UUID(4)].favorite.response.success, true)
    await store.receive(\.episodes[id: UUID(2)].favorite.response.success, false)
    await store.finish()
  }
}
