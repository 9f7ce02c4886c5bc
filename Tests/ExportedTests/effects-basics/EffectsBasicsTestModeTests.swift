import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines EffectsBasics.
@testable import Lessons

@MainActor
struct EffectsBasicsTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { _ in
        try await clock.sleep(for: .seconds(1))
        return "0 is the only integer that is neither positive nor negative."
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
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.numberFactResponse.success, "0 is the only integer that is neither positive nor negative.") {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "0 is the only integer that is neither positive nor negative."
    }
    await store.finish()
  }
}
