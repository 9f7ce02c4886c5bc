import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Trails.
@testable import Lessons

@MainActor
struct ReusableFavoritingSideBySideTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Trails.State(trails: .guide)) {
      Trails()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.trails(.element(id: UUID(2), action: .star(.starButtonTapped)))) {
      $0.trails[id: UUID(2)]?.isStarred = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.send(.trails(.element(id: UUID(4), action: .star(.starButtonTapped)))) {
      $0.trails[id: UUID(4)]?.isStarred = true
    }
    await store.send(.trails(.element(id: UUID(2), action: .star(.starButtonTapped)))) {
      $0.trails[id: UUID(2)]?.isStarred = false
    }
    await clock.advance(by: .milliseconds(700))
    await store.receive(\.trails[id: UUID(4)].star.saved.success, true)
    await store.receive(\.trails[id: UUID(2)].star.saved.success, false)
    await store.finish()
  }
}
