import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Counter.
@testable import Lessons

@MainActor
struct CounterTestModeCompoundTests {
  @Test func session() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.send(.decrementButtonTapped) {
      $0.count -= 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count -= 1
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.count *= -1
      }
    }
    await store.finish()
  }
}
