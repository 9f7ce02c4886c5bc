import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateFileStorage.
@testable import Lessons

@MainActor
struct SharedStatsHistoryTests {
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
    await store.finish()
  }
}
