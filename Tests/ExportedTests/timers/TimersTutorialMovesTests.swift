import ComposableArchitecture
import Testing

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
