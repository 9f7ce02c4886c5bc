import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateFileStorage.
@testable import Lessons

@MainActor
struct SharedStatsTestModeDataTests {
  @Test func session1() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.finish()
  }

  @Test func session3() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }

    store.state.counter.$stats.withLock { $0 = Stats() }
    store.assert {
      $0.counter.$stats.withLock { $0 = Stats() }
    }
    await store.finish()
  }
}
