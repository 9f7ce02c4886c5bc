import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines EffectsCancellation.
@testable import Lessons

private struct FactError: Error {
  var message: String
}

@MainActor
struct CancellationModesAndErrorsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
    }

    store.dependencies.factClient.fetch = { number in
      switch number {
      case 28:
        try await clock.sleep(for: .seconds(5))
        return "28 is a perfect number: it is the sum of its proper divisors."
      case -3:
        try await clock.sleep(for: .seconds(5))
        return "-3 is a negative odd number; its square is 9."
      default:
        return try await Task.never()
      }
    }
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
    await store.send(.factResponse(.failure(FactError(message: "no network"))))
    await store.send(.stepperChanged(-3)) {
      $0.count = -3
      $0.currentFact = nil
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    store.dependencies.factClient.fetch = { _ in try await Task.never() }
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
