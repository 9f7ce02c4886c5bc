import ComposableArchitecture
import Testing

@testable import Lessons

@MainActor
struct TimersTestModeQuitTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    await store.skipInFlightEffects()
  }
}
