import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines ParcelDesk.
@testable import Lessons

private struct LockersFull: Error {}

@MainActor
struct SystemEnvironmentTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: ParcelDesk.State()) {
      ParcelDesk()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = DateGenerator { Date(timeIntervalSince1970: 1_767_225_600 + TestClock<Duration>.Instant().duration(to: clock.now) / .seconds(1)) }
      $0.uuid = .incrementing
    }

    await clock.advance(by: .seconds(90))
    store.dependencies.nextFreeLocker = { 3 }
    await store.send(.parcelHandedIn) {
      $0.parcels = [ParcelDesk.Parcel(id: UUID(0), handedInAt: Date(timeIntervalSince1970: 1767225690.0), locker: nil)]
      $0.isAskingForLocker = true
    }
    await store.receive(\.lockerAnswered) {
      $0.isAskingForLocker = false
      $0.parcels[id: UUID(0)]?.locker = 3
    }
    await store.send(.collectTapped(locker: 3)) {
      $0.parcels = []
      $0.notice = "Locker 3 collected."
    }
    store.dependencies.nextFreeLocker = { throw LockersFull() }
    await withKnownIssue {
      await store.send(.parcelHandedIn)
    }
    await store.skipReceivedActions()
    await store.finish()
  }
}
