import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines Scoreboard.
@testable import Lessons

@MainActor
struct TwoCountersBasicsTests {
  @Test func session() async {
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
}
