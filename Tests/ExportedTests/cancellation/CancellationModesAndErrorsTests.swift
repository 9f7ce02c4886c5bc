import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines EffectsCancellation.
@testable import Lessons

@MainActor
struct CancellationModesAndErrorsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = .liveValue
    }

    store.dependencies.factClient = .answering(after: .seconds(5))
    await store.send(.stepperChanged(28)) {
      $0.count = 28
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(4))
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success, "28 is a perfect number: it is the sum of its proper divisors.") {
      $0.currentFact = "28 is a perfect number: it is the sum of its proper divisors."
      $0.isFactRequestInFlight = false
    }
    await store.send(.factResponse(.success("a fact typed by hand"))) {
      $0.currentFact = "a fact typed by hand"
    }
    await store.send(.factResponse(.failure(FactClient.Failure(message: "no network"))))
    await store.send(.stepperChanged(-3)) {
      $0.count = -3
      $0.currentFact = nil
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    store.dependencies.factClient = .liveValue
    await clock.advance(by: .seconds(5))
    await store.receive(\.factResponse.success, "-3 is a negative odd number; its square is 9.") {
      $0.currentFact = "-3 is a negative odd number; its square is 9."
      $0.isFactRequestInFlight = false
    }
    await store.send(.factButtonTapped) {
      $0.currentFact = nil
      $0.isFactRequestInFlight = true
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
