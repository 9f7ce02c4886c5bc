import ComposableArchitecture
import Testing

@testable import Lessons

/// The counter lesson, tested as TCA's testing article tests its counter.
@MainActor
struct CounterFeatureTests {
  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 1
    }
  }

  @Test func decrementBelowZero() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
  }
}
