import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MatchsticksApp.body.
@testable import Lessons

@MainActor
struct MatchsticksBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MatchsticksApp.State.signIn(SignIn.State())) {
      MatchsticksApp.body
    } withDependencies: {
      $0.continuousClock = clock
      $0.membership.signIn = { name, passphrase in
        switch (name, passphrase) {
        case ("Ada", "last move"):
          try await clock.sleep(for: .seconds(1))
          throw MembershipError.notAMember
        case ("Ada", "first move"):
          try await clock.sleep(for: .seconds(1))
          return .welcome(Member(name: "Ada", number: 1))
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.signIn(.view(.signInTapped)))
    await store.send(.signIn(.view(.binding(.set(\.name, "Ada"))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "Ada", passphrase: ""))
    }
    await store.send(.signIn(.view(.binding(.set(\.passphrase, "last move"))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "Ada", passphrase: "last move"))
    }
    await store.send(.signIn(.view(.signInTapped))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: true, name: "Ada", passphrase: "last move"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.signInAnswered.failure) {
      $0 = .signIn(SignIn.State(alert: AlertState { TextState("Not signed in") } message: { TextState("No member goes by that name with that passphrase.") }, codeEntry: nil, isSigningIn: false, name: "Ada", passphrase: "last move"))
    }
    await store.send(.signIn(.alert(.dismiss))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "Ada", passphrase: "last move"))
    }
    await store.send(.signIn(.view(.binding(.set(\.passphrase, "first move"))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "Ada", passphrase: "first move"))
    }
    await store.send(.signIn(.view(.signInTapped))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: true, name: "Ada", passphrase: "first move"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.signInAnswered.success, .welcome(Member(name: "Ada", number: 1))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "Ada", passphrase: "first move"))
    }
    await store.receive(\.signIn.delegate.signedIn, Member(name: "Ada", number: 1)) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: nil, layout: .short, member: Member(name: "Ada", number: 1), secondPlayer: ""))
    }
    await store.send(.clubroom(.binding(.set(\.secondPlayer, "Kim")))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: nil, layout: .short, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.binding(.set(\.layout, .classic)))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: nil, layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.startTapped)) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 3, 5, 7], turn: 0, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(4, fromRow: 3))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 3, 5, 7], turn: 0, refusal: "Take one, two or three matches.", loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(3, fromRow: 3))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 3, 5, 4], turn: 1, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(3, fromRow: 2))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 3, 2, 4], turn: 0, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(3, fromRow: 1))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 0, 2, 4], turn: 1, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(1, fromRow: 3))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 0, 2, 3], turn: 0, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(2, fromRow: 2))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 0, 0, 3], turn: 1, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(2, fromRow: 3))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 0, 0, 1], turn: 0, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(1, fromRow: 3))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 0, 0, 0], turn: 1, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(1, fromRow: 0))))) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [0, 0, 0, 0], turn: 0, refusal: nil, loser: "Kim"), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.receive(\.clubroom.game.presented.delegate.finished, FinishedGame(winner: "Ada", loser: "Kim")) {
      $0 = .clubroom(Clubroom.State(finished: [FinishedGame(winner: "Ada", loser: "Kim")], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [0, 0, 0, 0], turn: 0, refusal: nil, loser: "Kim"), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.take(1, fromRow: 0))))) {
      $0 = .clubroom(Clubroom.State(finished: [FinishedGame(winner: "Ada", loser: "Kim")], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [0, 0, 0, 0], turn: 0, refusal: "The game is over: ask for a rematch, or leave.", loser: "Kim"), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.rematchTapped)))) {
      $0 = .clubroom(Clubroom.State(finished: [FinishedGame(winner: "Ada", loser: "Kim")], firstPlayer: "Ada", game: Matchsticks.State(layout: .classic, players: ["Ada", "Kim"], rows: [1, 3, 5, 7], turn: 0, refusal: nil, loser: nil), layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.game(.presented(.leaveTapped))))
    await store.receive(\.clubroom.game.dismiss) {
      $0 = .clubroom(Clubroom.State(finished: [FinishedGame(winner: "Ada", loser: "Kim")], firstPlayer: "Ada", game: nil, layout: .classic, member: Member(name: "Ada", number: 1), secondPlayer: "Kim"))
    }
    await store.send(.clubroom(.signOutTapped))
    await store.receive(\.clubroom.delegate.signedOut) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "", passphrase: ""))
    }
    await store.finish()
  }
}
