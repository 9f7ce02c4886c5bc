import ComposableArchitecture
import Testing

@testable import Lessons

/// The two-counters lesson: each `Scope` hands its counter only the actions wrapped in its case,
/// and the counter changes only its own slice of the parent's state.
@MainActor
struct TwoCountersFeatureTests {
  @Test func eachCounterGetsOnlyItsOwnActions() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }

    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 1
    }
    await store.send(.counter2(.decrementButtonTapped)) {
      $0.counter2.count = -1
    }
    await store.send(\.counter1.incrementButtonTapped) {
      $0.counter1.count = 2
    }
    await store.send(\.counter2.decrementButtonTapped) {
      $0.counter2.count = -2
    }
  }

  @Test func theCountersStartFromTheStateTheyAreGiven() async {
    let store = TestStore(
      initialState: TwoCounters.State(counter1: Counter.State(count: 41), counter2: Counter.State(count: -7))
    ) {
      TwoCounters()
    }

    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 42
    }
    await store.send(.counter2(.incrementButtonTapped)) {
      $0.counter2.count = -6
    }
  }
}
