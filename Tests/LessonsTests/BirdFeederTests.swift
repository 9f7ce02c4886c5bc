import ComposableArchitecture
import Testing

@testable import Lessons

/// The long-living lesson: the feeder counts the birds its sensor reports for as long as the
/// `.task` effect runs, ends it only by cancelling, and counts double with two listeners.
@MainActor
struct BirdFeederTests {
  @Test func countsBirdsUntilTheViewsTaskIsCancelled() async {
    let (landings, sensor) = AsyncStream.makeStream(of: String.self)
    let store = TestStore(initialState: BirdFeeder.State()) {
      BirdFeeder()
    } withDependencies: {
      $0.feederSensor = { landings }
    }

    let task = await store.send(.task)
    sensor.yield("wren")
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 1
      $0.lastVisitor = "wren"
    }
    sensor.yield("jay")
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 2
      $0.lastVisitor = "jay"
    }

    // The screen goes away and SwiftUI cancels its task. The stream never finished: without
    // this, the test would end with the effect still running, and fail.
    await task.cancel()
    // A bird now lands unseen: there is nothing left to receive.
    sensor.yield("magpie")
  }

  @Test func twoListenersCountEveryBirdTwice() async {
    let clock = TestClock()
    let store = TestStore(initialState: BirdFeeder.State()) {
      BirdFeeder()
    } withDependencies: {
      $0.continuousClock = clock
      $0.feederSensor = { landings(FeederSensor.sparrows) }
    }

    let first = await store.send(.task)
    let second = await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 1
      $0.lastVisitor = "sparrow"
    }
    // One sparrow, two listeners: the pitfall of starting the effect more than once.
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 2
    }
    await first.cancel()
    await second.cancel()
  }

  @Test func theLiveGardenVisitsInTurnOnTheClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: BirdFeeder.State()) {
      BirdFeeder()
    } withDependencies: {
      $0.continuousClock = clock
      $0.feederSensor = { landings(FeederSensor.garden) }
    }

    let task = await store.send(.task)
    await clock.advance(by: .seconds(2))
    await store.receive(\.birdLanded, "robin") {
      $0.birdsCounted = 1
      $0.lastVisitor = "robin"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 2
      $0.lastVisitor = "sparrow"
    }
    await clock.advance(by: .seconds(4))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 3
      $0.lastVisitor = "blue tit"
    }
    // Round again: the robin 2s after the blue tit.
    await clock.advance(by: .seconds(2))
    await store.receive(\.birdLanded) {
      $0.birdsCounted = 4
      $0.lastVisitor = "robin"
    }
    await task.cancel()
  }
}
