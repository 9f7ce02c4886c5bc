import ComposableArchitecture
import Testing

@testable import Lessons

/// The counter lesson: each button changes the count by one, in either direction, past zero.
@MainActor
struct CounterFeatureTests {
  @Test func eachTapChangesTheCountByOne() async {
    let store = TestStore(initialState: Counter.State(count: 40)) {
      Counter()
    }

    for count in 41...42 {
      await store.send(.incrementButtonTapped) {
        $0.count = count
      }
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 41
    }
  }

  @Test func theCountGoesBelowZero() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    for count in [-1, -2] {
      await store.send(.decrementButtonTapped) {
        $0.count = count
      }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = -1
    }
  }
}
