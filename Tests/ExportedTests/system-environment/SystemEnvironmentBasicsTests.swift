import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines ParcelDesk.
@testable import Lessons

private struct LockersFull: Error {}

@MainActor
struct SystemEnvironmentBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: ParcelDesk.State()) {
      ParcelDesk()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
      $0.nextFreeLocker = { [calls = LockIsolated(0)] in
        let call = calls.withValue { count in
          count += 1
          return count
        }
        switch call {
        case 1:
          try await clock.sleep(for: .seconds(1))
          return 8
        case 2:
          try await clock.sleep(for: .seconds(1))
          return 13
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.parcelHandedIn) {
      $0.parcels[id: UUID(0)] = ParcelDesk.Parcel(id: UUID(0), handedInAt: Date(timeIntervalSince1970: 1767225600.0), locker: nil)
      $0.isAskingForLocker = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lockerAnswered) {
      $0.parcels[id: UUID(0)]?.locker = 8
      $0.isAskingForLocker = false
    }
    await clock.advance(by: .seconds(10))
    await store.send(.parcelHandedIn) {
      $0.parcels[id: UUID(1)] = ParcelDesk.Parcel(id: UUID(1), handedInAt: Date(timeIntervalSince1970: 1767225611.0), locker: nil)
      $0.isAskingForLocker = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.lockerAnswered) {
      $0.parcels[id: UUID(1)]?.locker = 13
      $0.isAskingForLocker = false
    }
    await clock.advance(by: .seconds(49))
    await store.receive(\.reminderDue) {
      $0.notice = "Locker 8 has waited 61s for its recipient, who was reminded."
    }
    await store.send(.collectTapped(locker: 8)) {
      $0.parcels[id: UUID(0)] = nil
      $0.notice = "Locker 8 collected."
    }
    await store.send(.collectTapped(locker: 8)) {
      $0.notice = "Locker 8 is empty."
    }
    await clock.advance(by: .seconds(60))
    await store.receive(\.reminderDue) {
      $0.notice = "Locker 13 has waited 61s for its recipient, who was reminded."
    }
    store.dependencies.nextFreeLocker = { throw LockersFull() }
    await store.send(.parcelHandedIn) {
      $0.parcels[id: UUID(2)] = ParcelDesk.Parcel(id: UUID(2), handedInAt: Date(timeIntervalSince1970: 1767225721.0), locker: nil)
      $0.isAskingForLocker = true
    }
    await store.receive(\.lockerAnswered) {
      $0.parcels[id: UUID(2)] = nil
      $0.isAskingForLocker = false
      $0.notice = "Every locker is full: the parcel waits behind the desk."
    }
    store.dependencies.nextFreeLocker = { 3 }
    await store.send(.parcelHandedIn) {
      $0.parcels[id: UUID(3)] = ParcelDesk.Parcel(id: UUID(3), handedInAt: Date(timeIntervalSince1970: 1767225721.0), locker: nil)
      $0.isAskingForLocker = true
    }
    await store.receive(\.lockerAnswered) {
      $0.parcels[id: UUID(3)]?.locker = 3
      $0.isAskingForLocker = false
      $0.notice = nil
    }
    // The session ended with effects still running, a timer say, and sent no action that
    // stops them; this stops tracking them without cancelling them, as in TCA.
    await store.skipInFlightEffects()
  }
}
