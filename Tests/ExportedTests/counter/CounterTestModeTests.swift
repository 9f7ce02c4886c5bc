import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Counter.
@testable import Lessons

@MainActor
struct CounterTestModeTests {
  @Test func session() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await withKnownIssue {
      await store.send(.decrementButtonTapped)
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -2
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.count = 5
      }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.count = 0
      }
    }
    store.exhaustivity = .off
    await store.send(.decrementButtonTapped)
    await withKnownIssue {
      await store.send(.decrementButtonTapped) {
        $0.count = 7
      }
    }
    store.exhaustivity = .on
    await store.finish()
  }
}
