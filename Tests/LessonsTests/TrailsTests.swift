import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The reusable-favoriting lesson: a generic `Starring` reducer embedded in each trail row.
@MainActor
struct TrailsTests {
  static let trails: IdentifiedArrayOf<Trail.State> = [
    Trail.State(id: UUID(10), name: "North", miles: 1),
    Trail.State(id: UUID(11), name: "South", miles: 2),
  ]

  /// Two trails, saved by a server that stores what it is asked after half a second.
  static func store(on clock: TestClock<Duration>) -> TestStoreOf<Trails> {
    TestStore(initialState: Trails.State(trails: trails)) {
      Trails(
        save: { _, isStarred in
          try await clock.sleep(for: .milliseconds(500))
          return isStarred
        }
      )
    }
  }

  @Test func aTapStarsAtOnceAndASecondTapReplacesTheFirstSave() async {
    let clock = TestClock()
    let store = Self.store(on: clock)

    await store.send(\.trails[id: UUID(10)].star.starButtonTapped) {
      $0.trails[id: UUID(10)]?.isStarred = true
    }
    await store.send(\.trails[id: UUID(10)].star.starButtonTapped) {
      $0.trails[id: UUID(10)]?.isStarred = false
    }
    await clock.advance(by: .milliseconds(500))
    // One answer: the first save was cancelled in flight.
    await store.receive(\.trails[id: UUID(10)].star.saved.success)
  }

  /// Each row's save has its own cancel id: a tap on one row leaves the other's save running.
  @Test func rowsSaveSideBySide() async {
    let clock = TestClock()
    let store = Self.store(on: clock)

    await store.send(\.trails[id: UUID(10)].star.starButtonTapped) {
      $0.trails[id: UUID(10)]?.isStarred = true
    }
    await store.send(\.trails[id: UUID(11)].star.starButtonTapped) {
      $0.trails[id: UUID(11)]?.isStarred = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.trails[id: UUID(10)].star.saved.success)
    await store.receive(\.trails[id: UUID(11)].star.saved.success)
  }

  /// The server has the last word: a star it stored otherwise shows as it stored it.
  @Test func theServersAnswerWins() async {
    let store = TestStore(initialState: Trails.State(trails: Self.trails)) {
      Trails(save: { _, _ in false })
    }
    await store.send(\.trails[id: UUID(11)].star.starButtonTapped) {
      $0.trails[id: UUID(11)]?.isStarred = true
    }
    await store.receive(\.trails[id: UUID(11)].star.saved.success) {
      $0.trails[id: UUID(11)]?.isStarred = false
    }
  }

  @Test func aFailedSaveRollsBackAndSaysWhy() async {
    let store = TestStore(initialState: Trails.State(trails: Self.trails)) {
      Trails(save: { _, _ in throw TrailClosedError(trail: "North") })
    }
    await store.send(\.trails[id: UUID(10)].star.starButtonTapped) {
      $0.trails[id: UUID(10)]?.isStarred = true
    }
    await store.receive(\.trails[id: UUID(10)].star.saved.failure) {
      $0.trails[id: UUID(10)]?.isStarred = false
      $0.trails[id: UUID(10)]?.alert = AlertState {
        TextState("The star was not saved")
      } message: {
        TextState("North is closed for repairs, and closed trails take no stars.")
      }
    }
    await store.send(\.trails[id: UUID(10)].star.alert.dismiss) {
      $0.trails[id: UUID(10)]?.alert = nil
    }
  }

  /// The simulated server the lesson runs: 700 ms on the injected clock, and a refusal for
  /// Scree Gully, every time.
  @Test func theSimulatedServerRefusesScreeGully() async {
    let clock = TestClock()
    let store = TestStore(initialState: Trails.State(trails: .guide)) {
      Trails()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(\.trails[id: UUID(0)].star.starButtonTapped) {
      $0.trails[id: UUID(0)]?.isStarred = true
    }
    await store.send(\.trails[id: UUID(3)].star.starButtonTapped) {
      $0.trails[id: UUID(3)]?.isStarred = true
    }
    await clock.advance(by: .milliseconds(699))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.trails[id: UUID(0)].star.saved.success)
    await store.receive(\.trails[id: UUID(3)].star.saved.failure) {
      $0.trails[id: UUID(3)]?.isStarred = false
      $0.trails[id: UUID(3)]?.alert = AlertState {
        TextState("The star was not saved")
      } message: {
        TextState("Scree Gully is closed for repairs, and closed trails take no stars.")
      }
    }
  }
}
