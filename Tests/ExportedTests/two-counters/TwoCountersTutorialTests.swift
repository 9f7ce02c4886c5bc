import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines TwoCounters.
@testable import Lessons

@MainActor
struct TwoCountersTutorialTests {
  @Test func session1() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }

    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 1
    }
    await store.send(.counter2(.decrementButtonTapped)) {
      $0.counter2.count = -1
    }
    await store.send(.counter2(.decrementButtonTapped)) {
      $0.counter2.count = -2
    }
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }

    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 1
    }
    await withKnownIssue {
      await store.send(.counter2(.decrementButtonTapped)) {
        $0.counter1.count = 0
      }
    }
    await store.send(.counter2(.decrementButtonTapped)) {
      $0.counter2.count = -2
    }
    await store.finish()
  }
}
