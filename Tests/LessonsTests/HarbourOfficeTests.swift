import ComposableArchitecture
import Foundation
import Testing

@testable import Lessons

/// The web-socket lesson's live radio, the harbour office simulated on the clock: the feature
/// run against it as the playground runs it, with a `TestClock`.
@MainActor
struct HarbourOfficeTests {
  let clock = TestClock()

  func makeRadio(_ radio: HarbourRadio) -> TestStoreOf<BoatRadio> {
    TestStore(initialState: BoatRadio.State()) {
      BoatRadio()
    } withDependencies: {
      $0.continuousClock = clock
      $0.harbourRadio = radio
    }
  }

  @Test func theOfficeAnswersTheCallSignAndRepliesAfterTwoSeconds() async {
    let radio = makeRadio(.liveValue)

    await radio.send(.powerButtonTapped) {
      $0.link = .tuning
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await radio.receive(\.radio.tunedIn) {
      $0.link = .onAir
    }
    await radio.receive(\.heard, "Kittiwake, harbour office. Go ahead.") {
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead."]
    }

    await radio.send(.draftChanged("What is the weather?")) {
      $0.draft = "What is the weather?"
    }
    await radio.send(.transmitButtonTapped) {
      $0.draft = ""
      $0.log.append("Kittiwake: What is the weather?")
    }
    await clock.advance(by: .seconds(2))
    await radio.receive(\.heard, "Wind south-west 3, sea slight, good visibility. Over.") {
      $0.log.append("Harbour office: Wind south-west 3, sea slight, good visibility. Over.")
    }

    await radio.send(.powerButtonTapped) {
      $0.link = .off
    }
  }

  @Test(arguments: [
    ("Requesting a berth for the night", "Berth 4 on the east pontoon is free. Over."),
    ("WEATHER please", "Wind south-west 3, sea slight, good visibility. Over."),
    ("Hello?", "Say again, please. Over."),
  ])
  func theOfficeRepliesToWhatItHeard(message: String, reply: String) {
    #expect(HarbourOffice.reply(to: message) == reply)
  }

  @Test func aClosedOfficeLosesTheLink() async {
    let radio = makeRadio(.closed)

    await radio.send(.powerButtonTapped) {
      $0.link = .tuning
    }
    await clock.advance(by: .seconds(1))
    await radio.receive(\.radio.lost) {
      $0.link = .off
      $0.log = ["(No answer on channel 12: the office is closed.)"]
    }
  }

  @Test func aStormLosesTheLinkAndEndsEveryLoop() async {
    let radio = makeRadio(.stormy)
    radio.exhaustivity = .off(showSkippedAssertions: false)

    await radio.send(.powerButtonTapped)
    await clock.advance(by: .seconds(1))
    await radio.receive(\.radio.tunedIn)
    await radio.receive(\.heard)
    await clock.advance(by: .seconds(25))
    await radio.receive(\.radio.lost) {
      $0.link = .off
    }
    #expect(radio.state.log.last == "(The storm drowned the signal.)")
    // Nothing is left in flight: the store would fail the test here otherwise.
  }

  @Test func anOfficeOffAirAnswersNothing() async throws {
    let office = HarbourOffice()
    #expect(throws: OffAir()) { try office.radioCheck(.harbourOffice) }
    #expect(throws: OffAir()) { try office.listen(.harbourOffice) }
    await #expect(throws: OffAir()) { try await office.hear("Hello", on: .harbourOffice) }
  }
}
