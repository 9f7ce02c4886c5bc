import ComposableArchitecture
import Testing

@testable import Lessons

/// The effects-basics lesson: a decrement below zero is undone a second later unless an
/// increment got there first, and a fact request answers into state.
@MainActor
struct EffectsBasicsTests {
  @Test func countingDownToZeroStartsNoEffect() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test func aFactAboutTheCount() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(\.numberFactResponse.success, "1 is a good number Brent") {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  @Test func aFailedFactEndsTheRequest() async {
    let store = TestStore(initialState: EffectsBasics.State(numberFact: "an old fact")) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient = .failing
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
      $0.numberFact = nil
    }
    await store.receive(\.numberFactResponse.failure) {
      $0.isNumberFactRequestInFlight = false
    }
  }

  @Test func aNegativeCountComesBackAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
  }

  /// Counting back up to zero cancels the delayed increment: without the `.cancel`, the test
  /// ends with the effect in flight.
  @Test func incrementingCancelsTheDelayedIncrement() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
  }

  /// Two decrements: the first delayed increment brings -2 to -1, the second to 0.
  @Test func eachDecrementBelowZeroIsUndone() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -2
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.decrementDelayResponse) {
      $0.count = -1
    }
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
  }
}
