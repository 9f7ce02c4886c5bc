import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Timers.
@testable import Lessons

@MainActor
struct TimersTestModeTests {
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
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await withKnownIssue {
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = 3
      }
    }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.send(.toggleTimerButtonTapped) {
        $0.isTimerActive = false
      }
    }
    await withKnownIssue {
      await store.receive(\.timerTicked)
    }
    await withKnownIssue {
      await store.send(.toggleTimerButtonTapped) {
        $0.isTimerActive = true
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
