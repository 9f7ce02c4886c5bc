import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MultipleDependencies.
@testable import Lessons

@MainActor
struct SystemEnvironmentBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MultipleDependencies.State()) {
      MultipleDependencies()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.fetchNumber = { [calls = LockIsolated(0)] in
        let call = calls.withValue { count in
          count += 1
          return count
        }
        switch call {
        case 1:
          try await clock.sleep(for: .seconds(1))
          return 224
        case 2:
          try await clock.sleep(for: .seconds(1))
          return 190
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.dateButtonTapped) {
      $0.dateString = "2026-01-01 00:00:00 +0000"
    }
    await store.send(.uuidButtonTapped) {
      $0.uuidString = "00000000-0000-0000-0000-000000000000"
    }
    await store.send(.alertButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.alertDelayReceived) {
      $0.alert = AlertState { TextState("Here\'s an alert after a delay!") }
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
    await store.send(.fetchNumberButtonTapped) {
      $0.isFetchInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.fetchNumberResponse, 224) {
      $0.fetchedNumberString = "224"
      $0.isFetchInFlight = false
    }
    await store.send(.dateButtonTapped) {
      $0.dateString = "2026-01-01 00:00:02 +0000"
    }
    await store.send(.uuidButtonTapped) {
      $0.uuidString = "00000000-0000-0000-0000-000000000001"
    }
    await store.send(.fetchNumberButtonTapped) {
      $0.isFetchInFlight = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.fetchNumberResponse, 190) {
      $0.fetchedNumberString = "190"
      $0.isFetchInFlight = false
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
