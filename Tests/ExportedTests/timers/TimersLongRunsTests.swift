import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Stopwatch.
@testable import Lessons

@MainActor
struct TimersLongRunsTests {
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
    await clock.advance(by: .seconds(100))
    for seconds in 1...100 {
      await store.receive(\.secondPassed) {
        $0.seconds = seconds
      }
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.secondPassed) {
      $0.seconds = 101
    }
    await store.receive(\.secondPassed) {
      $0.seconds = 102
    }
    await clock.advance(by: .seconds(21))
    for seconds in 103...123 {
      await store.receive(\.secondPassed) {
        $0.seconds = seconds
      }
    }
    await store.send(.screenClosed)
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await store.finish()
  }
}
