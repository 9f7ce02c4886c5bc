import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Stopwatch.
@testable import Lessons

@MainActor
struct TimersTestModeTests {
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
    await withKnownIssue {
      await store.receive(\.secondPassed) {
        $0.seconds = 3
      }
    }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.send(.startStopTapped) {
        $0.isRunning = false
      }
    }
    await withKnownIssue {
      await store.receive(\.secondPassed)
    }
    await withKnownIssue {
      await store.send(.startStopTapped) {
        $0.isRunning = true
      }
    }
    await clock.advance(by: .seconds(25))
    await store.skipReceivedActions()
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
