import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BoatRadio.
@testable import Lessons

@MainActor
struct WebSocketTestModeTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: BoatRadio.State()) {
      BoatRadio()
    } withDependencies: {
      $0.continuousClock = clock
      $0.harbourRadio.tuneIn = { _, _, _ in
        return AsyncStream { continuation in
          let task = Task {
            try await clock.sleep(for: .seconds(1))
            continuation.yield(.tunedIn)
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
      $0.harbourRadio.listen = { _ in
        return AsyncStream { continuation in
          let task = Task {
            continuation.yield("Kittiwake, harbour office. Go ahead.")
            try await clock.sleep(for: .seconds(2))
            try await clock.sleep(for: .zero)  // after the others due now, as in the session
            continuation.yield("Wind south-west 3, sea slight, good visibility. Over.")
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
      $0.harbourRadio.transmit = { _, _ in
        try await clock.sleep(for: .seconds(2))
      }
      $0.harbourRadio.radioCheck = { _ in }
    }

    await store.send(.powerButtonTapped) {
      $0.link = .tuning
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.radio.tunedIn) {
      $0.link = .onAir
    }
    await store.receive(\.heard, "Kittiwake, harbour office. Go ahead.") {
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead."]
    }
    await store.send(.draftChanged("Weather?")) {
      $0.draft = "Weather?"
    }
    await store.send(.transmitButtonTapped) {
      $0.draft = ""
      $0.log.append("Kittiwake: Weather?")
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heard, "Wind south-west 3, sea slight, good visibility. Over.") {
      $0.log.append("Harbour office: Wind south-west 3, sea slight, good visibility. Over.")
    }
    await clock.advance(by: .seconds(30))
    await store.skipInFlightEffects()
    await store.finish()
  }
}
