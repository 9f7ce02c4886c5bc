import ComposableArchitecture
import Testing

@testable import Lessons

/// The refreshable lesson: `.refresh` clears the fact and loads a new one; cancelling ends the
/// refresh with no fact.
@MainActor
struct RefreshableTests {
  @Test func refreshLoadsAFact() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.receive(\.factResponse.success, "1 is a good number.") {
      $0.fact = "1 is a good number."
    }
  }

  @Test func aFailedRefreshLeavesNoFact() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: Refreshable.State(count: 1, fact: "an old fact")) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.refresh) {
      $0.fact = nil
    }
    await store.receive(\.factResponse.failure)
  }

  /// Without the `.cancel`, the request is still in flight when the test ends.
  @Test func cancellingEndsTheRefresh() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = {
        try await clock.sleep(for: .seconds(1))
        return "\($0) is a good number."
      }
      $0.continuousClock = clock
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)
  }

  /// The lesson's live client works the fact out after a second on the clock.
  @Test func theLiveClientAnswersAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State(count: 7)) {
      Refreshable()
    } withDependencies: {
      $0.continuousClock = clock
      $0.factClient = .liveValue
    }

    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse.success, "7 is a prime number.") {
      $0.fact = "7 is a prime number."
    }
  }
}
