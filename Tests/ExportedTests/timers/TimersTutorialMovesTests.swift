import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Timers.
@testable import Lessons

@MainActor
struct TimersTutorialMovesTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.finish()
  }
}
