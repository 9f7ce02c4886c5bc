import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BoatRadio.
@testable import Lessons

private struct OffAir: Error {}

@MainActor
struct WebSocketBasicsTests {
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
            continuation.yield("Berth 4 on the east pontoon is free. Over.")
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
      $0.harbourRadio.transmit = { [calls = LockIsolated(0)] _, _ in
        let call = calls.withValue { count in
          count += 1
          return count
        }
        switch call {
        case 1:
          try await clock.sleep(for: .seconds(2))
        case 2:
          throw OffAir()
        default:
          return try await Task.never()
        }
      }
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
    await store.send(.draftChanged("Requesting a berth")) {
      $0.draft = "Requesting a berth"
    }
    await store.send(.transmitButtonTapped) {
      $0.draft = ""
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Requesting a berth"]
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heard, "Berth 4 on the east pontoon is free. Over.") {
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Requesting a berth", "Harbour office: Berth 4 on the east pontoon is free. Over."]
    }
    await store.send(.powerButtonTapped) {
      $0.link = .off
    }
    await store.send(.draftChanged("Anyone?")) {
      $0.draft = "Anyone?"
    }
    await store.send(.transmitButtonTapped) {
      $0.draft = ""
    }
    await store.receive(\.transmitFailed) {
      $0.alert = AlertState { TextState("Nothing went out: the radio is not tuned in to the harbour office.") }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    store.dependencies.harbourRadio.tuneIn = { _, _, _ in
      return AsyncStream { continuation in
        let task = Task {
          try await clock.sleep(for: .seconds(1))
          continuation.yield(.lost(reason: "No answer on channel 12: the office is closed."))
          try await Task.never()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.powerButtonTapped) {
      $0.link = .tuning
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.radio.lost) {
      $0.link = .off
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Requesting a berth", "Harbour office: Berth 4 on the east pontoon is free. Over.", "(No answer on channel 12: the office is closed.)"]
    }
    await store.send(.radio(.lost(reason: "Typed by hand."))) {
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Requesting a berth", "Harbour office: Berth 4 on the east pontoon is free. Over.", "(No answer on channel 12: the office is closed.)", "(Typed by hand.)"]
    }
    await store.finish()
  }
}
