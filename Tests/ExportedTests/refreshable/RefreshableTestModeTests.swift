import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Mailbox.
@testable import Lessons

@MainActor
struct RefreshableTestModeTests {
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
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.lettersArrived.success) {
      $0.letters = ["Seed catalogue for the spring", "Library: two books due on Friday"]
    }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)
    await store.finish()
  }
}
