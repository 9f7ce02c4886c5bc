import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Stopwatch.
@testable import Lessons

@MainActor
struct TimersExportTests {
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
