import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The web-socket lesson's feature against a radio the test drives by hand: the link's events
/// and the office's words come when the test yields them.
@MainActor
struct BoatRadioTests {
  let clock = TestClock()
  let events = AsyncStream.makeStream(of: HarbourRadio.Event.self)
  let heard = AsyncStream.makeStream(of: String.self)

  func makeRadio(transmit: @escaping @Sendable (HarbourRadio.Channel, String) async throws -> Void = { _, _ in })
    -> TestStoreOf<BoatRadio>
  {
    TestStore(initialState: BoatRadio.State()) {
      BoatRadio()
    } withDependencies: { [events, heard] in
      $0.continuousClock = clock
      $0.harbourRadio.tuneIn = { _, _, _ in events.stream }
      $0.harbourRadio.listen = { _ in heard.stream }
      $0.harbourRadio.transmit = transmit
      $0.harbourRadio.radioCheck = { _ in }
    }
  }

  /// Tunes in and waits until the office is on air.
  func tuneIn(_ radio: TestStoreOf<BoatRadio>) async {
    await radio.send(.powerButtonTapped) {
      $0.link = .tuning
    }
    events.continuation.yield(.tunedIn)
    await radio.receive(\.radio.tunedIn) {
      $0.link = .onAir
    }
  }

  @Test func tuningInListeningTransmittingAndSwitchingOff() async {
    // The office this test plays answers each transmission at once.
    let radio = makeRadio { [heard] _, message in heard.continuation.yield("Heard you: \(message)") }
    await tuneIn(radio)

    heard.continuation.yield("Go ahead.")
    await radio.receive(\.heard, "Go ahead.") {
      $0.log = ["Harbour office: Go ahead."]
    }
    await radio.send(.draftChanged("Request a berth")) {
      $0.draft = "Request a berth"
    }
    await radio.send(.transmitButtonTapped) {
      $0.draft = ""
      $0.log.append("Kittiwake: Request a berth")
    }
    await radio.receive(\.heard, "Heard you: Request a berth") {
      $0.log.append("Harbour office: Heard you: Request a berth")
    }

    // Switching off cancels the one id, and with it the listener and the radio checks.
    await radio.send(.powerButtonTapped) {
      $0.link = .off
    }
  }

  @Test func aTransmissionThatCannotGoOutShowsAnAlert() async {
    let radio = makeRadio { _, _ in throw OffAir() }

    await radio.send(.draftChanged("Anyone there?")) {
      $0.draft = "Anyone there?"
    }
    await radio.send(.transmitButtonTapped) {
      $0.draft = ""
    }
    await radio.receive(\.transmitFailed) {
      $0.alert = AlertState { TextState("Nothing went out: the radio is not tuned in to the harbour office.") }
    }
    await radio.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func theRadioChecksTheLinkEveryThirtySecondsOnTheClock() async {
    let checks = LockIsolated(0)
    let radio = TestStore(initialState: BoatRadio.State()) {
      BoatRadio()
    } withDependencies: { [events, heard] in
      $0.continuousClock = clock
      $0.harbourRadio.tuneIn = { _, _, _ in events.stream }
      $0.harbourRadio.listen = { _ in heard.stream }
      $0.harbourRadio.radioCheck = { _ in checks.withValue { $0 += 1 } }
    }
    await tuneIn(radio)

    await clock.advance(by: .seconds(29))
    #expect(checks.value == 0)
    await clock.advance(by: .seconds(1))
    #expect(checks.value == 1)
    await clock.advance(by: .seconds(60))
    #expect(checks.value == 3)

    await radio.send(.powerButtonTapped) {
      $0.link = .off
    }
    await clock.advance(by: .seconds(60))
    #expect(checks.value == 3, "no check after switching off")
  }

  /// The pitfall the one cancel id prevents: when the link is lost, the listener may end, but
  /// the radio-check loop never does, so the group, and the effect, would live on. The reducer
  /// cancels the id, and the test ends with nothing in flight.
  @Test func aLostLinkTearsEveryLoopDown() async {
    let radio = makeRadio()
    await tuneIn(radio)

    events.continuation.yield(.lost(reason: "The storm drowned the signal."))
    await radio.receive(\.radio.lost) {
      $0.link = .off
      $0.log = ["(The storm drowned the signal.)"]
    }
  }

  @Test func switchingOffWhileTuningCancelsTheTuneIn() async {
    let radio = makeRadio()

    await radio.send(.powerButtonTapped) {
      $0.link = .tuning
    }
    await radio.send(.powerButtonTapped) {
      $0.link = .off
    }
  }
}
