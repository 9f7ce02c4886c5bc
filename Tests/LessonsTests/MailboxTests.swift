import ComposableArchitecture
import Testing

@testable import Lessons

/// The refreshable lesson: pulling down asks the post office for the letters after those on
/// screen, as the `.refresh` effect itself, which the cancel button and a second pull end.
@MainActor
struct MailboxTests {
  @Test func aRefreshAddsTheNewLettersAfterTheOnesShown() async {
    let store = TestStore(initialState: Mailbox.State(letters: ["Old news"])) {
      Mailbox()
    } withDependencies: {
      $0.postOffice.lettersAfter = { ["letter \($0 + 1)"] }
    }

    // `finish()` is what SwiftUI's spinner waits for: the refresh is over when its effect is.
    await store.send(.refresh).finish()
    await store.receive(\.lettersArrived.success) {
      $0.letters = ["Old news", "letter 2"]
    }
  }

  @Test func aFailedRefreshKeepsTheLettersAndSaysSo() async {
    let store = TestStore(initialState: Mailbox.State(letters: ["Old news"])) {
      Mailbox()
    } withDependencies: {
      $0.postOffice.lettersAfter = { _ in throw PostOfficeError() }
    }

    await store.send(.refresh)
    await store.receive(\.lettersArrived.failure) {
      $0.errorMessage = "The post office did not answer. Pull to try again."
    }
    // The next pull clears the message before it asks.
    store.dependencies.postOffice.lettersAfter = { _ in [] }
    await store.send(.refresh) {
      $0.errorMessage = nil
    }
    await store.receive(\.lettersArrived.success)
  }

  @Test func theCancelButtonEndsTheRefresh() async {
    let store = TestStore(initialState: Mailbox.State()) {
      Mailbox()
    } withDependencies: {
      $0.postOffice.lettersAfter = { _ in try await Task.never() }
    }

    let refresh = await store.send(.refresh)
    await store.send(.cancelButtonTapped)
    // The effect is over, so the spinner stops; the test would fail with it still running.
    await refresh.finish()
  }

  @Test func aSecondPullCancelsTheFirst() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mailbox.State()) {
      Mailbox()
    } withDependencies: {
      $0.continuousClock = clock
      $0.postOffice = .liveValue
    }

    await store.send(.refresh)
    await clock.advance(by: .milliseconds(500))
    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    // One answer, not two: the first pull's request was cancelled in flight.
    await store.receive(\.lettersArrived.success) {
      $0.letters = ["Seed catalogue for the spring", "Library: two books due on Friday"]
    }
  }

  @Test func theLivePostOfficeRunsOutOfLetters() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mailbox.State()) {
      Mailbox()
    } withDependencies: {
      $0.continuousClock = clock
      $0.postOffice = .liveValue
    }

    for expected in [PostOfficeClient.deliveries.prefix(2), PostOfficeClient.deliveries.prefix(4), PostOfficeClient.deliveries.prefix(5)] {
      await store.send(.refresh)
      await clock.advance(by: .seconds(1))
      await store.receive(\.lettersArrived.success) {
        $0.letters = Array(expected)
      }
    }
    await store.send(.refresh)
    await clock.advance(by: .seconds(1))
    await store.receive(\.lettersArrived.success, [])
  }
}
