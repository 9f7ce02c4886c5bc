import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines EffectsCancellation.
@testable import Lessons

private struct FactError: Error {
  var message: String
}

@MainActor
struct CancellationFourScenariosTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { _ in
        try await clock.sleep(for: .seconds(1))
        return "0 is the only integer that is neither positive nor negative."
      }
    }

    await store.send(.stepperChanged(1)) {
      $0.count = 1
    }
    await store.send(.stepperChanged(0)) {
      $0.count = 0
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success, "0 is the only integer that is neither positive nor negative.") {
      $0.currentFact = "0 is the only integer that is neither positive nor negative."
      $0.isFactRequestInFlight = false
    }
    store.dependencies.factClient.fetch = { _ in
      try await clock.sleep(for: .seconds(1))
      throw FactError(message: "Could not load a fact.")
    }
    await store.send(.factButtonTapped) {
      $0.currentFact = nil
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.failure) {
      $0.isFactRequestInFlight = false
    }
    store.dependencies.factClient.fetch = { _ in try await Task.never() }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isFactRequestInFlight = false
    }
    await store.send(.stepperChanged(1))
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.stepperChanged(0)) {
      $0.count = 0
      $0.isFactRequestInFlight = false
    }
    await store.finish()
  }
}
