import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateInMemory.
@testable import Lessons

@MainActor
struct SharedStateInMemoryBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: SharedStateInMemory.State()) {
      SharedStateInMemory()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
    }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState { TextState("👎 The number -1 is not prime :(") }
    }
    await store.send(.counter(.alert(.dismiss))) {
      $0.counter.alert = nil
    }
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.counter.$stats.withLock { $0 = Stats() }
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.finish()
  }
}
