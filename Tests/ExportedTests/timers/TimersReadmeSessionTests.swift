import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Timers.
@testable import Lessons

@MainActor
struct TimersReadmeSessionTests {
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
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
    await store.finish()
  }
}
