import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines LiftFeature.
@testable import Lessons

@MainActor
struct SharedStatsTestModeDataTests {
  @Test func session1() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    await store.send(.cabin(.upButtonTapped)) {
      $0.cabin.$stats.withLock { $0.goUp() }
    }
    await store.finish()
  }

  @Test func session3() async {
    let store = TestStore(initialState: LiftFeature.State()) {
      LiftFeature()
    }

    store.state.cabin.$stats.withLock { $0 = Stats() }
    store.assert {
      $0.cabin.$stats.withLock { $0 = Stats() }
    }
    await store.finish()
  }
}
