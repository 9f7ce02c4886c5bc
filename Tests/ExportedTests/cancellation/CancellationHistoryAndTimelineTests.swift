import ComposableArchitecture
import Testing

@testable import Lessons

@MainActor
struct CancellationHistoryAndTimelineTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = .liveValue
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success, "1 is neither prime nor composite.") {
      $0.currentFact = "1 is neither prime nor composite."
      $0.isFactRequestInFlight = false
    }
    store.dependencies.factClient.fetch = { _ in try await Task.never() }
    await store.send(.factButtonTapped) {
      $0.currentFact = nil
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(5))
    await store.skipInFlightEffects()
  }
}
