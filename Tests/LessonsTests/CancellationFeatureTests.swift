import ComposableArchitecture
import Testing

@testable import Lessons

/// The cancellation lesson, tested as TCA's `03-Effects-CancellationTests` tests its case
/// study, with `$0.factClient.fetch` overridden.
@MainActor
struct CancellationFeatureTests {
  @Test func successfulRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
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
    await store.receive(\.factResponse.success) {
      $0.currentFact = "0 is a good number Brent"
      $0.isFactRequestInFlight = false
    }
  }

  @Test func failedRequest() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(\.factResponse.failure) {
      $0.isFactRequestInFlight = false
    }
  }

  // As in TCA: replace the `.cancel` effect of `.cancelButtonTapped` with `.none` and this test
  // fails, because the request is still in flight at the end of the test.
  @Test func cancelButtonCancelsRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in try await Task.never() }
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isFactRequestInFlight = false
    }
  }

  @Test func plusMinusButtonsCancelsRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in try await Task.never() }
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }
  }

  /// The lesson's own client answers after a second on the injected clock.
  @Test func theLiveClientAnswersAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsCancellation.State(count: 7)) {
      EffectsCancellation()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = .liveValue
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success) {
      $0.currentFact = "7 is a prime number."
      $0.isFactRequestInFlight = false
    }
  }
}
