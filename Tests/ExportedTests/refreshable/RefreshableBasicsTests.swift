import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Mailbox.
@testable import Lessons

private struct PostOfficeError: Error {
  var message: String
}

@MainActor
struct RefreshableBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: Mailbox.State()) {
      Mailbox()
    } withDependencies: {
      $0.continuousClock = clock
      $0.postOffice.lettersAfter = { seen in
        switch seen {
        case 0:
          try await clock.sleep(for: .seconds(1))
          return ["Seed catalogue for the spring", "Library: two books due on Friday"]
        case 2:
          try await clock.sleep(for: .seconds(1))
          return ["Postcard from Lisbon", "Water bill for March"]
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.lettersArrived.success, ["Seed catalogue for the spring", "Library: two books due on Friday"]) {
      $0.letters = ["Seed catalogue for the spring", "Library: two books due on Friday"]
    }
    await store.send(.refresh)
    await clock.advance(by: .milliseconds(500))
    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.lettersArrived.success, ["Postcard from Lisbon", "Water bill for March"]) {
      $0.letters = ["Seed catalogue for the spring", "Library: two books due on Friday", "Postcard from Lisbon", "Water bill for March"]
    }
    await store.send(.refresh)
    await clock.advance(by: .milliseconds(300))
    await store.send(.cancelButtonTapped)
    store.dependencies.postOffice.lettersAfter = { _ in
      try await clock.sleep(for: .seconds(1))
      throw PostOfficeError(message: "The sorting office is closed.")
    }
    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.lettersArrived.failure) {
      $0.errorMessage = "The post office did not answer. Pull to try again."
    }
    await store.finish()
  }
}
