import ComposableArchitecture
import Testing

@testable import Lessons

/// The timers lesson's stopwatch: one tick a second on the injected clock while it runs, none
/// once a tap stops it or its screen closes, and the stale `isRunning` a closed screen leaves.
@MainActor
struct TimersFeatureTests {
  func makeStopwatch(_ state: Stopwatch.State = Stopwatch.State(), clock: TestClock<Duration>)
    -> TestStoreOf<Stopwatch>
  {
    TestStore(initialState: state) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func eachSecondOfTheClockIsOneTickUntilTheStopTap() async {
    let clock = TestClock()
    let store = makeStopwatch(clock: clock)

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.secondPassed) {
      $0.seconds = 1
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.secondPassed) {
      $0.seconds = 2
    }
    await store.receive(\.secondPassed) {
      $0.seconds = 3
    }
    await clock.advance(by: .milliseconds(700))
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    // The stop tap cancelled the ticks in flight: an exhaustive store would fail on a tick
    // that came after it.
    await clock.advance(by: .seconds(90))
  }

  @Test func aStoppedStopwatchKeepsItsSecondsAndCountsOnFromThem() async {
    let clock = TestClock()
    let store = makeStopwatch(Stopwatch.State(seconds: 41), clock: clock)

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.secondPassed) {
      $0.seconds = 42
    }
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.secondPassed) {
      $0.seconds = 43
    }
    await store.send(.screenClosed)
  }

  @Test func aRestartWaitsAWholeSecondForItsFirstTick() async {
    let clock = TestClock()
    let store = makeStopwatch(clock: clock)

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .milliseconds(600))
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    // The old effect's second would have ended 400ms from now; the new one's ends at 1s.
    await clock.advance(by: .milliseconds(400))
    await clock.advance(by: .milliseconds(600))
    await store.receive(\.secondPassed) {
      $0.seconds = 1
    }
    await store.send(.screenClosed)
  }

  @Test func closingTheScreenEndsTheTicksAndChangesNoState() async {
    let clock = TestClock()
    let store = makeStopwatch(clock: clock)

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.secondPassed) {
      $0.seconds = 1
    }
    // No trailing closure: the exhaustive store fails if closing changed any state.
    await store.send(.screenClosed)
    await clock.advance(by: .seconds(30))
    #expect(store.state == Stopwatch.State(isRunning: true, seconds: 1))
  }

  @Test func closingAStoppedStopwatchHasNothingToCancel() async {
    let clock = TestClock()
    let store = makeStopwatch(Stopwatch.State(seconds: 5), clock: clock)

    await store.send(.screenClosed)
    await clock.advance(by: .seconds(10))
    #expect(store.state.seconds == 5)
  }

  /// The lesson's pitfall: back on the screen after closing it, the button still says Stop.
  /// Its first tap only turns the stale flag off, and nothing ticks until a second tap.
  @Test func afterClosingTheScreenTheFirstTapStartsNothing() async {
    let clock = TestClock()
    let store = makeStopwatch(clock: clock)

    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await store.send(.screenClosed)
    await store.send(.startStopTapped) {
      $0.isRunning = false
    }
    await clock.advance(by: .seconds(3))
    await store.send(.startStopTapped) {
      $0.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.secondPassed) {
      $0.seconds = 1
    }
    await store.send(.screenClosed)
  }
}
