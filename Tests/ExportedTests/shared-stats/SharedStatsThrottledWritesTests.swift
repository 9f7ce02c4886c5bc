import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LiftFeature.
@testable import Lessons

@MainActor
struct SharedStatsThrottledWritesTests {
  @Test func session() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.send(.cabin(.downButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goDown() }
    }
    await store.send(.cabin(.downButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goDown() }
    }
    await store.finish()
  }
}
