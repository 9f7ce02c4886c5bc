import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines SharedStateUserDefaults.
@testable import Lessons

@MainActor
struct SharedStateUserDefaultsBasicsTests {
  @Test func session1() async {
    let store = TestStore(initialState: SharedStateUserDefaults.State()) {
      SharedStateUserDefaults()
    }

    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$count.withLock { $0 = 1 }
    }
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$count.withLock { $0 = 2 }
    }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState { TextState("👍 The number 2 is prime!") }
    }
    await store.send(.counter(.alert(.dismiss))) {
      $0.counter.alert = nil
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: SharedStateUserDefaults.State()) {
      SharedStateUserDefaults()
    }

    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.counter.$count.withLock { $0 = 0 }
    }
    await store.finish()
  }
}
