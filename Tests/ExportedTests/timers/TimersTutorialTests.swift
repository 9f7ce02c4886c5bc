import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Timers.
@testable import Lessons

@MainActor
struct TimersTutorialTests {
  @Test func session1() async {
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
    await clock.advance(by: .seconds(5))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 2
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 3
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 4
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 5
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 6
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await store.send(.onDisappear)
    await store.finish()
  }

  @Test func session2() async {
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
