import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines EffectsCancellation.
@testable import Lessons

@MainActor
struct CancellationHistoryAndTimelineTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { number in
        switch number {
        case 1:
          try await clock.sleep(for: .seconds(1))
          return "1 is neither prime nor composite."
        default:
          return try await Task.never()
        }
      }
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
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
