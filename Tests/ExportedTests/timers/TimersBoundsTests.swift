import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Stopwatch.
@testable import Lessons

@MainActor
struct TimersBoundsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(750))
    await clock.advance(by: .milliseconds(250))
    await store.receive(\.secondPassed) {
      $0.seconds = 1
    }
    await clock.advance(by: .milliseconds(1250))
    await store.receive(\.secondPassed) {
      $0.seconds = 2
    }
    await store.send(.screenClosed)
    await clock.advance(by: .seconds(5))
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(1200))
    await store.receive(\.secondPassed) {
      $0.seconds = 3
    }
    await store.send(.screenClosed)
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
