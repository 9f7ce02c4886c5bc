import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// A walk: the clock moving the group from stop to stop, the recogniser's calls logged when it
/// is sure, ending early with or without a log, and the recogniser breaking down. The trail here
/// has three stops of two seconds each.
@MainActor
struct GuidedWalkTests {
  let clock = TestClock()
  let walkDate = Date(timeIntervalSince1970: 1_780_000_000)

  func shortTrail() -> Shared<BirdTrail> {
    Shared(
      value: BirdTrail(
        id: BirdTrail.ID(UUID(50)),
        name: "Pond",
        habitat: .wetland,
        length: .seconds(6),
        stops: [Stop(id: Stop.ID(UUID(51))), Stop(id: Stop.ID(UUID(52))), Stop(id: Stop.ID(UUID(53)))]
      )
    )
  }

  func makeStore(
    trail: Shared<BirdTrail>,
    recogniser: @escaping @Sendable (inout DependencyValues) -> Void = { $0.songRecognizer.permission = { .denied } }
  ) -> TestStoreOf<GuidedWalk> {
    TestStore(initialState: GuidedWalk.State(trail: trail)) {
      GuidedWalk()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = walkDate
      $0.uuid = .incrementing
      recogniser(&$0)
    }
  }

  /// A recogniser that hears `calls` at once, then stops, or breaks down when `breaking`.
  static func hearing(_ calls: [BirdCall], breaking: Bool = false) -> @Sendable (inout DependencyValues) -> Void {
    { dependencies in
      dependencies.songRecognizer.permission = { .granted }
      dependencies.songRecognizer.listen = { habitat in
        #expect(habitat == .wetland)
        return AsyncThrowingStream { continuation in
          for call in calls { continuation.yield(call) }
          continuation.finish(throwing: breaking ? RecognizerBreakdown() : nil)
        }
      }
    }
  }

  func log(_ species: [String]) -> WalkLog {
    WalkLog(id: WalkLog.ID(UUID(0)), date: walkDate, species: species)
  }

  @Test func theClockMovesFromStopToStopAndLogsAtTheEnd() async {
    let store = makeStore(trail: shortTrail())

    await store.send(.task)
    for (second, stop) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
      await clock.advance(by: .seconds(1))
      await store.receive(\.clockTicked) {
        $0.secondsWalked = second
        $0.stopIndex = stop
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.clockTicked) {
      $0.secondsWalked = 6
      $0.$trail.withLock { $0.walks = [log([])] }
    }
    #expect(store.isDismissed)
  }

  @Test func onlyConfidentNewSpeciesAreLogged() async {
    let calls = [
      BirdCall(species: "Coot", confidence: 88),
      BirdCall(species: "Sedge warbler", confidence: 59),
      BirdCall(species: "Coot", confidence: 91),
      BirdCall(species: "Water rail", confidence: 60),
    ]
    let store = makeStore(trail: shortTrail(), recogniser: Self.hearing(calls))

    await store.send(.task)
    await store.receive(\.callHeard, calls[0]) {
      $0.species = ["Coot"]
    }
    // Too unsure, then heard before: neither changes the log.
    await store.receive(\.callHeard, calls[1])
    await store.receive(\.callHeard, calls[2])
    await store.receive(\.callHeard, calls[3]) {
      $0.species = ["Coot", "Water rail"]
    }
    await store.send(.endWalkButtonTapped) {
      $0.alert = .endWalk(atStop: 1, of: 3)
    }
    await store.send(\.alert.saveWalk) {
      $0.alert = nil
      $0.$trail.withLock { $0.walks = [log(["Coot", "Water rail"])] }
    }
    #expect(store.isDismissed)
  }

  @Test func anOpenAlertHoldsTheWalkAndDiscardingLogsNothing() async {
    let store = makeStore(trail: shortTrail())

    await store.send(.task)
    await store.send(.endWalkButtonTapped) {
      $0.alert = .endWalk(atStop: 1, of: 3)
    }
    // The ticks come, and change nothing while the alert is up.
    await clock.advance(by: .seconds(2))
    await store.receive(\.clockTicked)
    await store.receive(\.clockTicked)
    await store.send(\.alert.discardWalk) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
    #expect(store.state.trail.walks.isEmpty)
  }

  @Test func keepWalkingClosesTheAlertAndTheClockGoesOn() async {
    let store = makeStore(trail: shortTrail())

    await store.send(.task)
    await store.send(.endWalkButtonTapped) {
      $0.alert = .endWalk(atStop: 1, of: 3)
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.clockTicked) {
      $0.secondsWalked = 1
    }
    await store.send(.endWalkButtonTapped) {
      $0.alert = .endWalk(atStop: 1, of: 3)
    }
    await store.send(\.alert.discardWalk) {
      $0.alert = nil
    }
  }

  @Test func nextStopSkipsAheadAndLeavingTheLastEndsTheWalk() async {
    let store = makeStore(trail: shortTrail())

    await store.send(.task)
    await store.send(.nextStopButtonTapped) {
      $0.stopIndex = 1
      $0.secondsWalked = 2
    }
    await store.send(.nextStopButtonTapped) {
      $0.stopIndex = 2
      $0.secondsWalked = 4
    }
    await store.send(.nextStopButtonTapped) {
      $0.$trail.withLock { $0.walks = [log([])] }
    }
    #expect(store.isDismissed)
  }

  @Test func aBreakdownAsksAndTheWalkCanGoOn() async {
    let calls = [BirdCall(species: "Moorhen", confidence: 80)]
    let store = makeStore(trail: shortTrail(), recogniser: Self.hearing(calls, breaking: true))

    await store.send(.task)
    await store.receive(\.callHeard) {
      $0.species = ["Moorhen"]
    }
    await store.receive(\.recognizerBrokeDown) {
      $0.alert = .recognizerBrokeDown
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    // The clock outlives the recogniser: the walk ends on time, with what was heard.
    await clock.advance(by: .seconds(6))
    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      for _ in 1...6 {
        await store.receive(\.clockTicked)
      }
    }
    #expect(store.state.trail.walks == [log(["Moorhen"])])
    #expect(store.isDismissed)
  }

  @Test func aBreakdownCanEndTheWalkWithItsLog() async {
    let store = makeStore(trail: Shared(value: .reedBeds)) {
      $0.songRecognizer.permission = { .granted }
      $0.songRecognizer.listen = { _ in AsyncThrowingStream { $0.finish(throwing: RecognizerBreakdown()) } }
    }

    await store.send(.task)
    await store.receive(\.recognizerBrokeDown) {
      $0.alert = .recognizerBrokeDown
    }
    await store.send(\.alert.saveWalk) {
      $0.alert = nil
      $0.$trail.withLock { $0.walks.insert(log([]), at: 0) }
    }
    #expect(store.state.trail.walks.count == 2)
  }

  @Test func anUndeterminedPermissionIsAskedFor() async {
    let asked = LockIsolated(false)
    let store = makeStore(trail: shortTrail()) {
      $0.songRecognizer.permission = { .undetermined }
      $0.songRecognizer.requestPermission = {
        asked.setValue(true)
        return .denied
      }
    }

    await store.send(.task)
    await store.send(.endWalkButtonTapped) {
      $0.alert = .endWalk(atStop: 1, of: 3)
    }
    await store.send(\.alert.discardWalk) {
      $0.alert = nil
    }
    #expect(asked.value)
  }
}
