import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines EffectsBasics.
@testable import Lessons

private struct FactError: Error {
  var message: String
}

@MainActor
struct EffectsBasicsBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { _ in
        try await clock.sleep(for: .seconds(1))
        return "1 is neither prime nor composite."
      }
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.numberFactResponse.success, "1 is neither prime nor composite.") {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is neither prime nor composite."
    }
    store.dependencies.factClient.fetch = { _ in
      try await clock.sleep(for: .seconds(1))
      throw FactError(message: "Could not load a fact.")
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
      $0.numberFact = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.numberFactResponse.failure) {
      $0.isNumberFactRequestInFlight = false
    }
    await store.finish()
  }
}
