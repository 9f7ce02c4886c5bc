import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Scoreboard.
@testable import Lessons

@MainActor
struct TwoCountersTestModeTests {
  @Test func session() async {
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
    await withKnownIssue {
      await store.send(.home(.pointOverruled))
    }
    await withKnownIssue {
      await store.send(.home(.pointScored)) {
        $0.home.points = 1
        $0.lead = .level
      }
    }
    await store.send(.away(.pointOverruled)) {
      $0.away.points = 1
      $0.lead = .level
    }
    await store.finish()
  }
}
