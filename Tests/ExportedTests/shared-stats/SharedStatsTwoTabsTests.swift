import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateFileStorage.
@testable import Lessons

@MainActor
struct SharedStatsTwoTabsTests {
  @Test func session() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
    }
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.counter.$stats.withLock { $0 = Stats() }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.finish()
  }
}
