import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MultipleDependencies.
@testable import Lessons

@MainActor
struct SystemEnvironmentTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MultipleDependencies.State()) {
      MultipleDependencies()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
    }

    await clock.advance(by: .seconds(90))
    await store.send(.dateButtonTapped) {
      $0.dateString = "2026-01-01 00:01:30 +0000"
    }
    await store.send(.uuidButtonTapped) {
      $0.uuidString = "00000000-0000-0000-0000-000000000000"
    }
    store.dependencies.fetchNumber = { 42 }
    await store.send(.fetchNumberButtonTapped) {
      $0.isFetchInFlight = true
    }
    await store.receive(\.fetchNumberResponse, 42) {
      $0.fetchedNumberString = "42"
      $0.isFetchInFlight = false
    }
    await store.finish()
  }
}
