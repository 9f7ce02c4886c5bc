import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Scoreboard.
@testable import Lessons

@MainActor
struct TwoCountersTutorialTests {
  @Test func session1() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }

    await store.send(.away(.pointScored)) {
      $0.away.points = 1
      $0.lead = .away
    }
    await store.send(.home(.pointScored)) {
      $0.home.points = 1
      $0.lead = .level
    }
    await store.send(.home(.pointScored)) {
      $0.home.points = 2
      $0.lead = .home
    }
    await store.send(.away(.pointOverruled)) {
      $0.away.points = 0
    }
    await store.send(.away(.pointOverruled))
    await store.finish()
  }

  @Test func session2() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }

    await store.send(.home(.pointScored)) {
      $0.home.points = 1
      $0.lead = .home
    }
    await withKnownIssue {
      await store.send(.away(.pointScored)) {
        $0.away.points = 1
      }
    }
    await store.send(.away(.pointScored)) {
      $0.away.points = 2
      $0.lead = .away
    }
    await store.finish()
  }
}
