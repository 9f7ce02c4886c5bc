import ComposableArchitecture
import Testing

@testable import Lessons

/// The cancellation lesson: a fact request for the count, which the cancel button and any
/// change of the count cancel, so a late answer never shows for a number no longer on screen.
@MainActor
struct CancellationFeatureTests {
  @Test func aFactForTheCountShowsWhenItArrives() async {
    let store = TestStore(initialState: EffectsCancellation.State(currentFact: "an old fact")) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is the number of the test" }
    }

    await store.send(.stepperChanged(3)) {
      $0.count = 3
      $0.currentFact = nil
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(\.factResponse.success, "3 is the number of the test") {
      $0.currentFact = "3 is the number of the test"
      $0.isFactRequestInFlight = false
    }
  }

  @Test func aFailedRequestEndsWithoutAFact() async {
    struct Offline: Error {}
    let store = TestStore(initialState: EffectsCancellation.State(count: 5)) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw Offline() }
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(\.factResponse.failure) {
      $0.isFactRequestInFlight = false
    }
    #expect(store.state.currentFact == nil)
  }

  /// A request that never answers is still in flight at the end of the test unless something
  /// cancels it: take the `.cancel` effect out of either action and these two tests fail.
  @Test func theCancelButtonCancelsTheRequest() async {
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

  @Test func changingTheCountCancelsTheRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State(count: 2)) {
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
