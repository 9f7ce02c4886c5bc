import ComposableArchitecture
import Testing

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
