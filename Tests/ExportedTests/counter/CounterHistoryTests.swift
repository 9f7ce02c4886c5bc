import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Counter.
@testable import Lessons

@MainActor
struct CounterHistoryTests {
  @Test func session() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.finish()
  }
}
