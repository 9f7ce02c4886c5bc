import ComposableArchitecture
import Testing

@testable import Lessons

/// The two-counters lesson: each `Scope` hands its side only the actions of its case, and the
/// board's `Reduce`, after the `Scope`s, reads the points the side has just changed.
@MainActor
struct ScoreboardTests {
  @Test func eachSideGetsOnlyItsOwnActionsAndTheLeadFollows() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      Scoreboard()
    }

    await store.send(.away(.pointScored)) {
      $0.away.points = 1
      $0.lead = .away
    }
    await store.send(\.home.pointScored) {
      $0.home.points = 1
      $0.lead = .level
    }
    await store.send(.home(.pointScored)) {
      $0.home.points = 2
      $0.lead = .home
    }
    await store.send(\.home.pointOverruled) {
      $0.home.points = 1
      $0.lead = .level
    }
  }

  @Test func aSideNeverGoesBelowZeroWhateverTheBoard() async {
    let store = TestStore(initialState: Scoreboard.State(away: TeamScore.State(name: "Guests", points: 1))) {
      Scoreboard()
    }

    await store.send(.away(.pointOverruled)) {
      $0.away.points = 0
    }
    await store.send(.away(.pointOverruled))
    await store.send(.home(.pointOverruled))
  }

  /// The pitfall the lesson's comment names: the same rule placed before the `Scope`s reads the
  /// score from before the action, so the lead lags one point behind.
  @Test func aReduceBeforeTheScopesReadsTheOldScore() async {
    let store = TestStore(initialState: Scoreboard.State()) {
      CombineReducers<Scoreboard.State, Scoreboard.Action, _> {
        Reduce { state, _ in
          Scoreboard.updateLead(&state)
          return .none
        }
        Scope(\.home, action: \.home) {
          TeamScore()
        }
      }
    }

    await store.send(.home(.pointScored)) {
      $0.home.points = 1
    }
    await store.send(.home(.pointOverruled)) {
      $0.home.points = 0
      $0.lead = .home
    }
  }
}
