import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateFileStorage.
@testable import Lessons

@MainActor
struct SharedStatsTutorialTests {
  @Test func session1() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState { TextState("👍 The number 3 is prime!") }
    }
    await store.send(.counter(.alert(.dismiss))) {
      $0.counter.alert = nil
    }
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.counter.$stats.withLock { $0 = Stats() }
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
    await withKnownIssue {
      await store.send(.counter(.incrementButtonTapped))
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.finish()
  }
}
