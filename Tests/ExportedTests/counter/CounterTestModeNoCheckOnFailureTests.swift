import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Counter.
@testable import Lessons

@MainActor
struct CounterTestModeNoCheckOnFailureTests {
  @Test func session() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 2
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 3
    }
    await store.finish()
  }
}
