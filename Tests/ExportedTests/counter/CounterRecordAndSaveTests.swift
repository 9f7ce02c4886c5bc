import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Counter.
@testable import Lessons

@MainActor
struct CounterRecordAndSaveTests {
  @Test func session() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -2
    }
    await store.finish()
  }
}
