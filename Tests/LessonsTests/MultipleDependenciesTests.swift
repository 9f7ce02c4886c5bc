import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The system-environment lesson: the date, UUIDs and the clock come from dependencies a test
/// sets, beside the screen's own number fetcher.
@MainActor
struct MultipleDependenciesTests {
  @Test func theDateAndUUIDsAreTheInjectedOnes() async {
    let store = TestStore(initialState: MultipleDependencies.State()) {
      MultipleDependencies()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.uuid = .incrementing
    }

    await store.send(.dateButtonTapped) {
      $0.dateString = "2009-02-13 23:31:30 +0000"
    }
    await store.send(.uuidButtonTapped) {
      $0.uuidString = "00000000-0000-0000-0000-000000000000"
    }
    await store.send(.uuidButtonTapped) {
      $0.uuidString = "00000000-0000-0000-0000-000000000001"
    }
  }

  @Test func theAlertComesASecondLaterOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: MultipleDependencies.State()) {
      MultipleDependencies()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.alertButtonTapped)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.alertDelayReceived) {
      $0.alert = AlertState { TextState("Here's an alert after a delay!") }
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }
  }

  @Test func aFetchedNumber() async {
    let store = TestStore(initialState: MultipleDependencies.State()) {
      MultipleDependencies()
    } withDependencies: {
      $0.fetchNumber = { 42 }
    }

    await store.send(.fetchNumberButtonTapped) {
      $0.isFetchInFlight = true
    }
    await store.receive(\.fetchNumberResponse, 42) {
      $0.isFetchInFlight = false
      $0.fetchedNumberString = "42"
    }
  }

  /// The live server answers after a second with a number picked from the date: the same
  /// time, the same number.
  @Test func theLiveServerAnswersFromTheDate() async throws {
    let clock = TestClock()
    let numbers = try await withDependencies {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_767_225_600)
    } operation: {
      async let first = numberFromServer()
      async let second = numberFromServer()
      await clock.advance(by: .seconds(1))
      return try await [first, second]
    }
    #expect(numbers[0] == numbers[1])
    #expect((1...1000).contains(numbers[0]))
  }
}
