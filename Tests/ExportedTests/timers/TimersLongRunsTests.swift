import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Timers.
@testable import Lessons

@MainActor
struct TimersLongRunsTests {
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
    await clock.advance(by: .seconds(100))
    for secondsElapsed in 1...100 {
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = secondsElapsed
      }
    }
    await clock.advance(by: .seconds(3))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 101
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 102
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 103
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 104
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 105
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
    await store.finish()
  }
}
