import ComposableArchitecture
import Testing

@testable import Lessons

/// The effects-basics lesson: a teapot that asks the kettle to boil its water, and waits three
/// minutes on the clock for a tea bag to steep, unless the bag is lifted first.
@MainActor
struct TeapotTests {
  @Test func theKettleBoilsTheWater() async {
    let store = TestStore(initialState: Teapot.State(note: "The water is cold: boil it first.")) {
      Teapot()
    } withDependencies: {
      $0.kettle.heat = { "water at \($0)" }
    }

    await store.send(.boilWaterTapped) {
      $0.isWaterHeating = true
      $0.note = nil
    }
    await store.receive(\.waterBoiled.success, "water at 100") {
      $0.isWaterHeating = false
      $0.isWaterHot = true
      $0.note = "water at 100"
    }
  }

  @Test func aKettleThatFailsLeavesTheWaterCold() async {
    let store = TestStore(initialState: Teapot.State()) {
      Teapot()
    } withDependencies: {
      $0.kettle.heat = { _ in throw KettleError() }
    }

    await store.send(.boilWaterTapped) {
      $0.isWaterHeating = true
    }
    await store.receive(\.waterBoiled.failure) {
      $0.isWaterHeating = false
      $0.note = "The water did not boil: try again."
    }
  }

  @Test func aBagInColdWaterStartsNothing() async {
    let store = TestStore(initialState: Teapot.State()) {
      Teapot()
    }

    await store.send(.teaBagDropped) {
      $0.note = "The water is cold: boil it first."
    }
  }

  @Test func theTeaSteepsForThreeMinutes() async {
    let clock = TestClock()
    let store = TestStore(initialState: Teapot.State(isWaterHot: true)) {
      Teapot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.teaBagDropped) {
      $0.isSteeping = true
    }
    await clock.advance(by: .seconds(179))
    await clock.advance(by: .seconds(1))
    await store.receive(\.steepingTimeUp) {
      $0.isSteeping = false
      $0.note = "Steeped: lift the bag out and pour."
    }
  }

  @Test func liftingTheBagCancelsTheWait() async {
    let clock = TestClock()
    let store = TestStore(initialState: Teapot.State(isWaterHot: true)) {
      Teapot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.teaBagDropped) {
      $0.isSteeping = true
    }
    await clock.advance(by: .seconds(60))
    await store.send(.teaBagLifted) {
      $0.isSteeping = false
    }
    // Had the wait gone on, `.steepingTimeUp` would arrive now, and the test would fail on an
    // action it did not receive.
    await clock.advance(by: .seconds(600))
  }

  @Test func aSecondBagStartsTheWaitOver() async {
    let clock = TestClock()
    let store = TestStore(initialState: Teapot.State(isWaterHot: true)) {
      Teapot()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.teaBagDropped) {
      $0.isSteeping = true
    }
    await clock.advance(by: .seconds(120))
    await store.send(.teaBagDropped)
    // Three minutes after the first bag: nothing, the first wait was cancelled in flight.
    await clock.advance(by: .seconds(60))
    await clock.advance(by: .seconds(120))
    await store.receive(\.steepingTimeUp) {
      $0.isSteeping = false
      $0.note = "Steeped: lift the bag out and pour."
    }
  }
}
