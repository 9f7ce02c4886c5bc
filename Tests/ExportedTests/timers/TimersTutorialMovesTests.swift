import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Stopwatch.
@testable import Lessons

@MainActor
struct TimersTutorialMovesTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.finish()
  }
}
