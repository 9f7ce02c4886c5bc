import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines BoatRadio.
@testable import Lessons

@MainActor
struct WebSocketTutorialTests {
  @Test func session1() async {
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
    await store.send(.draftChanged("Berth for tonight?")) {
      $0.draft = "Berth for tonight?"
    }
    await store.send(.transmitButtonTapped) {
      $0.draft = ""
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Berth for tonight?"]
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.heard, "Berth 4 on the east pontoon is free. Over.") {
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Berth for tonight?", "Harbour office: Berth 4 on the east pontoon is free. Over."]
    }
    await clock.advance(by: .seconds(60))
    await store.send(.powerButtonTapped) {
      $0.link = .off
    }
    store.dependencies.harbourRadio.tuneIn = { _, _, _ in
      return AsyncStream { continuation in
        let task = Task {
          try await clock.sleep(for: .seconds(1))
          continuation.yield(.tunedIn)
          try await clock.sleep(for: .seconds(25))
          try await clock.sleep(for: .zero)  // after the others due now, as in the session
          continuation.yield(.lost(reason: "The storm drowned the signal."))
          try await Task.never()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    store.dependencies.harbourRadio.listen = { _ in
      return AsyncStream { continuation in
        let task = Task {
          continuation.yield("Kittiwake, harbour office. Go ahead.")
          try await clock.sleep(for: .seconds(25))
          continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
    await store.send(.powerButtonTapped) {
      $0.link = .tuning
    }
    await clock.advance(by: .seconds(30))
    await store.receive(\.radio.tunedIn) {
      $0.link = .onAir
    }
    await store.receive(\.heard, "Kittiwake, harbour office. Go ahead.") {
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Berth for tonight?", "Harbour office: Berth 4 on the east pontoon is free. Over.", "Harbour office: Kittiwake, harbour office. Go ahead."]
    }
    await store.receive(\.radio.lost) {
      $0.link = .off
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead.", "Kittiwake: Berth for tonight?", "Harbour office: Berth 4 on the east pontoon is free. Over.", "Harbour office: Kittiwake, harbour office. Go ahead.", "(The storm drowned the signal.)"]
    }
    await store.finish()
  }

  @Test func session2() async {
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
            try await Task.never()
          }
          continuation.onTermination = { _ in task.cancel() }
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
    await store.receive(\.heard) {
      $0.log = ["Harbour office: Kittiwake, harbour office. Go ahead."]
    }
    await store.send(.powerButtonTapped) {
      $0.link = .off
    }
    await store.finish()
  }
}
