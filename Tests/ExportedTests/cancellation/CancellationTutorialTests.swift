import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines EffectsCancellation.
@testable import Lessons

private struct FactError: Error {
  var message: String
}

@MainActor
struct CancellationTutorialTests {
  @Test func session1() async {
    let clock = TestClock()

    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient.fetch = { _ in
        try await clock.sleep(for: .seconds(1))
        return "7 is a prime number."
      }
    }

    await store.send(.stepperChanged(7)) {
      $0.count = 7
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success, "7 is a prime number.") {
      $0.currentFact = "7 is a prime number."
      $0.isFactRequestInFlight = false
    }
    await store.send(.factButtonTapped) {
      $0.currentFact = nil
      $0.isFactRequestInFlight = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isFactRequestInFlight = false
    }
    await clock.advance(by: .seconds(1))
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.stepperChanged(8)) {
      $0.count = 8
      $0.isFactRequestInFlight = false
    }
    store.dependencies.factClient.fetch = { _ in
      try await clock.sleep(for: .seconds(1))
      throw FactError(message: "Could not load a fact.")
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.failure) {
      $0.isFactRequestInFlight = false
    }
    store.dependencies.factClient.fetch = { _ in try await Task.never() }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isFactRequestInFlight = false
    }
    await store.finish()
  }

  @Test func session2() async {
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

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success) {
      $0.currentFact = "0 is the only integer that is neither positive nor negative."
      $0.isFactRequestInFlight = false
    }
    await withKnownIssue {
      await store.send(.factButtonTapped) {
        $0.isFactRequestInFlight = true
      }
    }
    await store.send(.cancelButtonTapped) {
      $0.isFactRequestInFlight = false
    }
    await store.finish()
  }
}
