import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines TwoCounters.
@testable import Lessons

@MainActor
struct TwoCountersBasicsTests {
  @Test func session() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }

    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 1
    }
    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 2
    }
    await store.send(.counter2(.decrementButtonTapped)) {
      $0.counter2.count = -1
    }
    await store.send(.counter2(.incrementButtonTapped)) {
      $0.counter2.count = 0
    }
    await store.finish()
  }
}
