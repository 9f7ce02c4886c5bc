import ComposableArchitecture
import Testing

@testable import Lessons

/// The timers lesson: a timer on the injected clock that ticks once a second while it is on,
/// and stops, never to tick again, when it is toggled off or the screen goes away.
@MainActor
struct TimersFeatureTests {
  func makeStore(secondsElapsed: Int = 0, clock: TestClock<Duration>) -> TestStoreOf<Timers> {
    TestStore(initialState: Timers.State(secondsElapsed: secondsElapsed)) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func ticksOnceASecondUntilToggledOff() async {
    let clock = TestClock()
    let store = makeStore(secondsElapsed: 10, clock: clock)

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    for second in 11...13 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = second
      }
    }
    // Half a second is not a tick.
    await clock.advance(by: .milliseconds(500))
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
    // The timer was cancelled: however long the clock runs, nothing more arrives.
    await clock.advance(by: .seconds(60))
  }

  @Test func aLongAdvanceDeliversEveryTickInOrder() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .seconds(4))
    for second in 1...4 {
      await store.receive(\.timerTicked) {
        $0.secondsElapsed = second
      }
    }
    await store.send(.onDisappear)
  }

  @Test func togglingTwiceRestartsTheSecond() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .milliseconds(900))
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    // A new timer: its first tick is a whole second after it started, not 100ms.
    await clock.advance(by: .milliseconds(100))
    await clock.advance(by: .milliseconds(900))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.onDisappear)
  }

  @Test func goingAwayStopsTheTimer() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await store.send(.onDisappear)
    await clock.advance(by: .seconds(5))
    #expect(store.state.secondsElapsed == 0)
  }

  /// The lesson's pitfall: `.onDisappear` cancels the ticks and leaves `isTimerActive` on, so
  /// the first tap back on the screen turns off a stopwatch that was not running, and only the
  /// second starts it again.
  @Test func afterLeavingTheFirstTapOnlyTurnsTheStaleFlagOff() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await store.send(.onDisappear)
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
    await clock.advance(by: .seconds(3))
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.onDisappear)
  }
}
