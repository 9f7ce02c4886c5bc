import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines MatchsticksApp.body.
@testable import Lessons

@MainActor
struct MatchsticksSecondFactorTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: MatchsticksApp.State.signIn(SignIn.State())) {
      MatchsticksApp.body
    } withDependencies: {
      $0.continuousClock = clock
      $0.membership.signIn = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return .codeSent(ticket: "ticket-2", to: "•••• 0417")
      }
      $0.membership.confirm = { code, ticket in
        switch (code, ticket) {
        case ("2719", "ticket-2"):
          try await clock.sleep(for: .seconds(1))
          throw MembershipError.wrongCode
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.signIn(.view(.binding(.set(\.name, "lin"))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "lin", passphrase: ""))
    }
    await store.send(.signIn(.view(.binding(.set(\.passphrase, "last match"))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.view(.signInTapped))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: true, name: "lin", passphrase: "last match"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.signInAnswered.success, .codeSent(ticket: "ticket-2", to: "•••• 0417")) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.view(.binding(.set(\.code, "27"))))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "27", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.view(.confirmTapped)))))
    await store.send(.signIn(.codeEntry(.presented(.view(.binding(.set(\.code, "2719"))))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "2719", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.view(.confirmTapped))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "2719", isChecking: true, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.codeEntry.presented.confirmAnswered.failure) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: AlertState { TextState("Not signed in") } message: { TextState("That is not the code we sent. Check the text message and try again.") }, code: "", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.alert(.dismiss))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.view(.binding(.set(\.code, "2718"))))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "2718", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.view(.confirmTapped))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "2718", isChecking: true, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.dismiss))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await clock.advance(by: .seconds(1))
    store.dependencies.membership.signIn = { _, _ in
      try await clock.sleep(for: .seconds(1))
      throw MembershipError.closed
    }
    await store.send(.signIn(.view(.signInTapped))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: true, name: "lin", passphrase: "last match"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.signInAnswered.failure) {
      $0 = .signIn(SignIn.State(alert: AlertState { TextState("Not signed in") } message: { TextState("The club is closed for the night.") }, codeEntry: nil, isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.alert(.dismiss))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    store.dependencies.membership.signIn = { _, _ in
      try await clock.sleep(for: .seconds(1))
      return .codeSent(ticket: "ticket-2", to: "•••• 0417")
    }
    store.dependencies.membership.confirm = { _, _ in
      try await clock.sleep(for: .seconds(1))
      return Member(name: "Lin", number: 2)
    }
    await store.send(.signIn(.view(.signInTapped))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: nil, isSigningIn: true, name: "lin", passphrase: "last match"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.signInAnswered.success, .codeSent(ticket: "ticket-2", to: "•••• 0417")) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.view(.binding(.set(\.code, "2718"))))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "2718", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.send(.signIn(.codeEntry(.presented(.view(.confirmTapped))))) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "2718", isChecking: true, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.codeEntry.presented.confirmAnswered.success, Member(name: "Lin", number: 2)) {
      $0 = .signIn(SignIn.State(alert: nil, codeEntry: CodeEntry.State(alert: nil, code: "2718", isChecking: false, sentTo: "•••• 0417", ticket: "ticket-2"), isSigningIn: false, name: "lin", passphrase: "last match"))
    }
    await store.receive(\.signIn.codeEntry.presented.delegate.confirmed, Member(name: "Lin", number: 2))
    await store.receive(\.signIn.delegate.signedIn, Member(name: "Lin", number: 2)) {
      $0 = .clubroom(Clubroom.State(finished: [], firstPlayer: "Lin", game: nil, layout: .short, member: Member(name: "Lin", number: 2), secondPlayer: ""))
    }
    await store.finish()
  }
}
