import ComposableArchitecture
import Testing

@testable import Lessons

/// TCA's four Cancellation tests, against the lesson's feature and its fact client modes.
@MainActor
@Suite(.serialized)
struct CancellationFeatureTests {
  func makeStore(_ factClient: FactClient, clock: TestClock<Duration>) -> StoreOf<EffectsCancellation> {
    Store(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient = factClient
      $0.continuousClock = clock
    }
  }

  @Test func successfulRequest() async {
    await onMainSerialExecutor {
      let clock = TestClock()
      let store = makeStore(.liveValue, clock: clock)
      store.send(.stepperChanged(7))
      store.send(.factButtonTapped)
      #expect(store.state.isFactRequestInFlight)
      await clock.advance(by: .seconds(1))
      #expect(store.state.currentFact == "7 is a prime number.")
      #expect(!store.state.isFactRequestInFlight)
    }
  }

  @Test func failedRequest() async {
    await onMainSerialExecutor {
      let clock = TestClock()
      let store = makeStore(.failing, clock: clock)
      store.send(.factButtonTapped)
      await clock.advance(by: .seconds(1))
      #expect(store.state.currentFact == nil)
      #expect(!store.state.isFactRequestInFlight)
    }
  }

  @Test func cancelButtonCancelsRequest() async {
    await onMainSerialExecutor {
      let clock = TestClock()
      let store = makeStore(.never, clock: clock)
      store.send(.factButtonTapped)
      await Task.megaYield()
      #expect(store.runningEffects.count == 1)
      store.send(.cancelButtonTapped)
      #expect(store.runningEffects.isEmpty)
      #expect(!store.state.isFactRequestInFlight)
    }
  }

  @Test func stepperCancelsRequest() async {
    await onMainSerialExecutor {
      let clock = TestClock()
      let store = makeStore(.never, clock: clock)
      store.send(.factButtonTapped)
      store.send(.stepperChanged(1))
      #expect(store.runningEffects.isEmpty)
      #expect(store.state.count == 1)
      #expect(!store.state.isFactRequestInFlight)
    }
  }

  @Test func slowModeAnswersAfterFiveSeconds() async {
    await onMainSerialExecutor {
      let clock = TestClock()
      let store = makeStore(.answering(after: .seconds(5)), clock: clock)
      store.send(.factButtonTapped)
      await clock.advance(by: .seconds(4))
      #expect(store.state.isFactRequestInFlight)
      await clock.advance(by: .seconds(1))
      #expect(store.state.currentFact == "0 is the only integer that is neither positive nor negative.")
    }
  }
}
