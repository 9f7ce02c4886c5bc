import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The system-environment lesson: a parcel desk that takes its ids from `uuid`, its times from
/// `date`, its waits from `continuousClock`, and its lockers from its own `nextFreeLocker`.
@MainActor
struct ParcelDeskTests {
  let clock = TestClock()
  /// The desk's date, moving with the test clock from a fixed start.
  var date: DateGenerator {
    DateGenerator { [clock] in
      Date(timeIntervalSince1970: 1_800_000_000 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1))
    }
  }

  func makeDesk(lockers: @escaping @Sendable () async throws -> Int = { 5 }) -> TestStoreOf<ParcelDesk> {
    TestStore(initialState: ParcelDesk.State()) {
      ParcelDesk()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = date
      $0.uuid = .incrementing
      $0.nextFreeLocker = lockers
    }
  }

  func parcel(_ number: Int, at seconds: Double) -> ParcelDesk.Parcel {
    ParcelDesk.Parcel(id: UUID(number), handedInAt: Date(timeIntervalSince1970: 1_800_000_000 + seconds))
  }

  /// Hands in the first parcel at 0s, which the desk's bank puts in locker 5.
  func handInTheFirstParcel(_ desk: TestStoreOf<ParcelDesk>) async {
    await desk.send(.parcelHandedIn) {
      $0.parcels = [parcel(0, at: 0)]
      $0.isAskingForLocker = true
    }
    await desk.receive(\.lockerAnswered) {
      $0.isAskingForLocker = false
      $0.parcels[id: UUID(0)]?.locker = 5
    }
  }

  @Test func aParcelGetsAnIdATimeALockerAndAReminder() async {
    let desk = makeDesk()

    await handInTheFirstParcel(desk)
    await clock.advance(by: .seconds(59))
    await clock.advance(by: .seconds(1))
    await desk.receive(\.reminderDue) {
      $0.notice = "Locker 5 has waited 60s for its recipient, who was reminded."
    }
  }

  @Test func collectingCancelsTheReminder() async {
    let desk = makeDesk()
    await handInTheFirstParcel(desk)
    await clock.advance(by: .seconds(30))

    await desk.send(.collectTapped(locker: 5)) {
      $0.parcels = []
      $0.notice = "Locker 5 collected."
    }
    // The reminder was cancelled: a minute later nothing arrives, and the store ends clean.
    await clock.advance(by: .seconds(60))
  }

  @Test func collectingFromAnEmptyLockerSaysSo() async {
    let desk = makeDesk()

    await desk.send(.collectTapped(locker: 9)) {
      $0.notice = "Locker 9 is empty."
    }
  }

  @Test func aFullBankSendsTheParcelBehindTheDesk() async {
    let desk = makeDesk(lockers: { throw LockersFull() })

    await desk.send(.parcelHandedIn) {
      $0.parcels = [parcel(0, at: 0)]
      $0.isAskingForLocker = true
    }
    await desk.receive(\.lockerAnswered) {
      $0.isAskingForLocker = false
      $0.parcels = []
      $0.notice = "Every locker is full: the parcel waits behind the desk."
    }
  }

  @Test func eachParcelHasItsOwnIdAndTime() async {
    let desk = makeDesk()
    desk.exhaustivity = .off

    await desk.send(.parcelHandedIn)
    await desk.receive(\.lockerAnswered)
    await clock.advance(by: .seconds(10))
    await desk.send(.parcelHandedIn)
    await desk.receive(\.lockerAnswered)
    #expect(desk.state.parcels.map(\.id) == [UUID(0), UUID(1)])
    #expect(desk.state.parcels.map(\.handedInAt) == [parcel(0, at: 0).handedInAt, parcel(1, at: 10).handedInAt])
    await desk.skipInFlightEffects()
  }

  @Test func theLiveBankAnswersAfterASecondWithALockerPickedByTheSecond() async throws {
    let answer = Task {
      try await withDependencies {
        $0.continuousClock = clock
        $0.date = date
      } operation: {
        try await lockerFromBank()
      }
    }
    await clock.advance(by: .seconds(1))
    // 1_800_000_001 * 7 is 12_600_000_007, which leaves 7 over 24: locker 8.
    #expect(try await answer.value == 8)
  }

  /// The pitfall: a test must say what the system dependencies give. A desk whose test leaves
  /// `uuid` out fails on its first parcel, as `UUID()` in the reducer would have made every
  /// run's ids differ.
  @Test func aTestThatLeavesTheUUIDOutFails() async {
    let desk = TestStore(initialState: ParcelDesk.State()) {
      ParcelDesk()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = date
      $0.nextFreeLocker = { 5 }
    }
    desk.exhaustivity = .off

    await withKnownIssue {
      await desk.send(.parcelHandedIn)
    }
    await desk.skipInFlightEffects()
  }
}
