import ComposableArchitecture
import Testing

@testable import Lessons

/// The cancellation lesson: a kettle whose heating is a request that the off switch cancels,
/// and that turning the dial restarts, so the kettle never reports water at a setting it no
/// longer has.
@MainActor
struct KettleTests {
  @Test func heatsToTheDialAndSaysWhatTheWaterIsFor() async {
    let store = TestStore(initialState: Kettle.State(readyMessage: "from this morning")) {
      Kettle()
    } withDependencies: {
      $0.kettle.heat = { "water at \($0)" }
    }

    await store.send(.dialTurned(80)) {
      $0.targetTemperature = 80
      $0.readyMessage = nil
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await store.receive(\.heatingFinished.success, "water at 80") {
      $0.isHeating = false
      $0.readyMessage = "water at 80"
    }
  }

  @Test func theDialStopsAtTheKettlesSettings() async {
    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    }

    await store.send(.dialTurned(5)) {
      $0.targetTemperature = Kettle.State.lowestSetting
    }
    await store.send(.dialTurned(250)) {
      $0.targetTemperature = Kettle.State.highestSetting
    }
  }

  @Test func aTrippedFuseLeavesTheKettleOffWithNoMessage() async {
    let clock = TestClock()
    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle = .trippingFuse
    }

    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.heatingFinished.failure) {
      $0.isHeating = false
    }
  }

  @Test func theOffSwitchCancelsTheHeating() async {
    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.kettle.heat = { _ in try await Task.never() }
    }

    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    // An unplugged kettle never answers: only cancelling ends the effect, and the test
    // would fail on the effect still running if the switch did not cancel it.
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
  }

  @Test func turningTheDialWhileHeatingStartsOverForTheNewSetting() async {
    let clock = TestClock()
    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle = .liveValue
    }

    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(1))
    await store.send(.dialTurned(70)) {
      $0.targetTemperature = 70
    }
    // The first request, for 100 °C, would have answered at 2s; it was cancelled in flight.
    // The new one heats from the room's 20 °C again: 50 °C at 40 °C a second.
    await clock.advance(by: .milliseconds(1250))
    await store.receive(\.heatingFinished.success, "70 °C: right for green tea.") {
      $0.isHeating = false
      $0.readyMessage = "70 °C: right for green tea."
    }
  }

  @Test func turningTheDialWhileOffStartsNothing() async {
    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    }

    await store.send(.dialTurned(90)) {
      $0.targetTemperature = 90
    }
  }

  @Test(arguments: [
    (100, "Boiling: pour it on black tea."),
    (90, "90 °C: right for oolong or a pour-over."),
    (75, "75 °C: right for green tea."),
    (40, "40 °C: warm, but too cool for tea."),
  ])
  func theKettleNamesWhatTheWaterIsFor(celsius: Int, message: String) {
    #expect(KettleClient.readyMessage(at: celsius) == message)
  }

  @Test func theLiveKettleHeatsFortyDegreesASecondFromTheRoom() async {
    let clock = TestClock()
    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
      $0.kettle = .liveValue
    }

    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    // 80 °C to go takes 2s: a millisecond short, nothing has arrived, or this send would fail
    // on an action not received.
    await clock.advance(by: .milliseconds(1999))
    await store.send(.switchOffTapped) {
      $0.isHeating = false
    }
    await store.send(.switchOnTapped) {
      $0.isHeating = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heatingFinished.success, "Boiling: pour it on black tea.") {
      $0.isHeating = false
      $0.readyMessage = "Boiling: pour it on black tea."
    }
  }
}
