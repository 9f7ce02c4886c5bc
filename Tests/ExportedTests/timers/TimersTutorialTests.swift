import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Stopwatch.
@testable import Lessons

@MainActor
struct TimersTutorialTests {
  @Test func session1() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(\.secondPassed) {
      $0.seconds = 1
    }
    await clock.advance(by: .seconds(60))
    for seconds in 2...61 {
      await store.receive(\.secondPassed) {
        $0.seconds = seconds
      }
    }
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await store.send(.screenClosed)
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func session2() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.secondPassed) {
      $0.seconds = 1
    }
    await store.receive(\.secondPassed) {
      $0.seconds = 2
    }
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await store.finish()
  }
}
