import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateFileStorage.
@testable import Lessons

@MainActor
struct SharedStatsTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }

    await store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
    }
    await withKnownIssue {
      await store.send(.counter(.incrementButtonTapped))
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await withKnownIssue {
      await store.send(.counter(.isPrimeButtonTapped)) { _ in }
    }
    await store.send(.counter(.alert(.dismiss))) {
      $0.counter.alert = nil
    }
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.counter.$stats.withLock { $0 = Stats() }
    }
    store.exhaustivity = .off
    await store.send(.counter(.decrementButtonTapped))
    await store.send(.selectTab(.counter)) { _ in }
    await store.finish()
  }
}
