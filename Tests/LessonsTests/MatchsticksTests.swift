import ComposableArchitecture
import Testing

@testable import Lessons

private let ada = Member(name: "Ada", number: 1)
private let lin = Member(name: "Lin", number: 2)

/// The matchsticks club: its rules on their own, each screen, and the app that swaps sign-in
/// for the clubroom when a screen below says so.
@MainActor
struct MatchsticksTests {
  /// Ada's name and passphrase typed in, and the button tapped, in the app.
  static func typeAndSignIn(_ store: TestStoreOf<MatchsticksApp>, name: String, passphrase: String) async {
    await store.send(\.signIn.view.binding.name, name) {
      $0.modify(\.signIn) { $0.name = name }
    }
    await store.send(\.signIn.view.binding.passphrase, passphrase) {
      $0.modify(\.signIn) { $0.passphrase = passphrase }
    }
    await store.send(\.signIn.view.signInTapped) {
      $0.modify(\.signIn) { $0.isSigningIn = true }
    }
  }

  // MARK: The rules

  @Test func aMoveTakesFromTheRowCountedFromZero() throws {
    #expect(try MatchRules.take(2, fromRow: 2, in: [1, 3, 5]) == [1, 3, 3])
    #expect(try MatchRules.take(1, fromRow: 0, in: [1, 3, 5]) == [0, 3, 5])
    #expect(try MatchRules.take(3, fromRow: 3, in: TableLayout.classic.rows) == [1, 3, 5, 4])
  }

  @Test func theRulesRefuseEachIllegalMoveWithItsReason() {
    #expect(throws: IllegalMove.noSuchRow(3, rows: 3)) { try MatchRules.take(1, fromRow: 3, in: [1, 3, 5]) }
    #expect(throws: IllegalMove.noSuchRow(-1, rows: 3)) { try MatchRules.take(1, fromRow: -1, in: [1, 3, 5]) }
    #expect(throws: IllegalMove.noSuchRow(Int.min, rows: 3)) { try MatchRules.take(1, fromRow: Int.min, in: [1, 3, 5]) }
    #expect(throws: IllegalMove.takeOneToThree) { try MatchRules.take(0, fromRow: 1, in: [1, 3, 5]) }
    #expect(throws: IllegalMove.takeOneToThree) { try MatchRules.take(4, fromRow: 2, in: [1, 3, 5]) }
    #expect(throws: IllegalMove.takeOneToThree) { try MatchRules.take(Int.max, fromRow: 2, in: [1, 3, 5]) }
    #expect(throws: IllegalMove.notEnoughInRow(1, left: 2)) { try MatchRules.take(3, fromRow: 1, in: [1, 2, 5]) }
    #expect(IllegalMove.noSuchRow(4, rows: 3).message == "There is no row 4: the rows are 0 to 2.")
    #expect(IllegalMove.notEnoughInRow(0, left: 0).message == "Row 0 is empty.")
    #expect(IllegalMove.notEnoughInRow(3, left: 2).message == "Row 3 has only 2 left.")
  }

  /// Every legal move takes at least one match, so any game on a layout ends within as many
  /// moves as it has matches, and only the move that took the last one clears the table.
  @Test(arguments: TableLayout.allCases)
  func everyGameEndsWhenTheLastMatchIsTaken(layout: TableLayout) throws {
    var rows = layout.rows
    var moves = 0
    while !MatchRules.isCleared(rows) {
      let row = try #require(rows.firstIndex { $0 > 0 })
      rows = try MatchRules.take(min(rows[row], 2), fromRow: row, in: rows)
      moves += 1
    }
    #expect(moves <= layout.rows.reduce(0, +))
    #expect(!MatchRules.isCleared(layout.rows))
  }

  // MARK: The app

  @Test func aMemberWithoutACodeGoesStraightToTheClubroomAndSignsOut() async {
    let store = TestStore(initialState: MatchsticksApp.State.signIn(SignIn.State())) {
      MatchsticksApp.body
    } withDependencies: {
      $0.membership.signIn = { @Sendable _, _ in .welcome(ada) }
    }

    await Self.typeAndSignIn(store, name: "ada", passphrase: "first move")
    await store.receive(\.signIn.signInAnswered.success) {
      $0.modify(\.signIn) { $0.isSigningIn = false }
    }
    await store.receive(\.signIn.delegate.signedIn, ada) {
      $0 = .clubroom(Clubroom.State(member: ada))
    }
    await store.send(\.clubroom.signOutTapped)
    await store.receive(\.clubroom.delegate.signedOut) {
      $0 = .signIn(SignIn.State())
    }
  }

  @Test func aMemberWithACodeEntersTheClubroomOnceTheCodeIsConfirmed() async {
    let store = TestStore(initialState: MatchsticksApp.State.signIn(SignIn.State())) {
      MatchsticksApp.body
    } withDependencies: {
      $0.membership.signIn = { @Sendable _, _ in .codeSent(ticket: "t-9", to: "•••• 0417") }
      $0.membership.confirm = { @Sendable code, ticket in
        #expect(code == "2718")
        #expect(ticket == "t-9")
        return lin
      }
    }

    await Self.typeAndSignIn(store, name: "Lin", passphrase: "last match")
    await store.receive(\.signIn.signInAnswered.success) {
      $0.modify(\.signIn) {
        $0.isSigningIn = false
        $0.codeEntry = CodeEntry.State(sentTo: "•••• 0417", ticket: "t-9")
      }
    }
    await store.send(\.signIn.codeEntry.view.binding.code, "2718") {
      $0.modify(\.signIn) { $0.codeEntry?.code = "2718" }
    }
    await store.send(\.signIn.codeEntry.view.confirmTapped) {
      $0.modify(\.signIn) { $0.codeEntry?.isChecking = true }
    }
    await store.receive(\.signIn.codeEntry.confirmAnswered.success) {
      $0.modify(\.signIn) { $0.codeEntry?.isChecking = false }
    }
    await store.receive(\.signIn.codeEntry.delegate.confirmed, lin)
    await store.receive(\.signIn.delegate.signedIn, lin) {
      $0 = .clubroom(Clubroom.State(member: lin))
    }
  }

  // MARK: Signing in

  @Test func theButtonDoesNothingUntilBothFieldsAreFilled() async {
    let store = TestStore(initialState: SignIn.State(name: "Ada")) {
      SignIn()
    }

    #expect(!store.state.canSignIn)
    await store.send(\.view.signInTapped)
    await store.send(\.view.binding.passphrase, "first move") {
      $0.passphrase = "first move"
    }
    #expect(store.state.canSignIn)
  }

  @Test func aRefusedSignInShowsTheClubsReason() async {
    let store = TestStore(initialState: SignIn.State(name: "Ada", passphrase: "last move")) {
      SignIn()
    } withDependencies: {
      $0.membership.signIn = { @Sendable _, _ in throw MembershipError.notAMember }
    }

    await store.send(\.view.signInTapped) {
      $0.isSigningIn = true
    }
    await store.receive(\.signInAnswered.failure) {
      $0.isSigningIn = false
      $0.alert = AlertState {
        TextState("Not signed in")
      } message: {
        TextState("No member goes by that name with that passphrase.")
      }
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test func closingTheCodeScreenCancelsTheCheckInFlight() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SignIn.State(codeEntry: CodeEntry.State(code: "2718", sentTo: "•••• 0417", ticket: "t-9"))
    ) {
      SignIn()
    } withDependencies: {
      $0.membership.confirm = { @Sendable _, _ in
        try await clock.sleep(for: .seconds(1))
        return lin
      }
    }

    await store.send(\.codeEntry.view.confirmTapped) {
      $0.codeEntry?.isChecking = true
    }
    await store.send(\.codeEntry.dismiss) {
      $0.codeEntry = nil
    }
    // The check was cancelled with its screen: nothing arrives when its answer would have.
    await clock.advance(by: .seconds(1))
  }

  @Test func aWrongCodeEmptiesTheFieldUnderAnAlert() async {
    let store = TestStore(initialState: CodeEntry.State(sentTo: "•••• 0417", ticket: "t-9")) {
      CodeEntry()
    } withDependencies: {
      $0.membership.confirm = { @Sendable _, _ in throw MembershipError.wrongCode }
    }

    await store.send(\.view.binding.code, "27a8") {
      $0.code = "27a8"
    }
    #expect(!store.state.canConfirm)
    await store.send(\.view.confirmTapped)
    await store.send(\.view.binding.code, "2719") {
      $0.code = "2719"
    }
    await store.send(\.view.confirmTapped) {
      $0.isChecking = true
    }
    await store.receive(\.confirmAnswered.failure) {
      $0.isChecking = false
      $0.code = ""
      $0.alert = AlertState {
        TextState("Not signed in")
      } message: {
        TextState("That is not the code we sent. Check the text message and try again.")
      }
    }
  }

  // MARK: The clubroom and the game

  @Test func blankNamesStartAGameForTheMemberAndAGuest() async {
    let store = TestStore(initialState: Clubroom.State(firstPlayer: "", member: ada)) {
      Clubroom()
    }

    await store.send(\.binding.layout, .classic) {
      $0.layout = .classic
    }
    await store.send(\.startTapped) {
      $0.game = Matchsticks.State(layout: .classic, players: ["Ada", "Guest"])
    }
    await store.send(\.game.leaveTapped)
    await store.receive(\.game.dismiss) {
      $0.game = nil
    }
  }

  @Test func theGameTellsTheClubroomWhoWonAndARematchStartsOver() async {
    let store = TestStore(
      initialState: Clubroom.State(firstPlayer: "Ada", member: ada, secondPlayer: "Kim")
    ) {
      Clubroom()
    }

    await store.send(\.startTapped) {
      $0.game = Matchsticks.State(layout: .short, players: ["Ada", "Kim"])
    }
    await store.send(.game(.presented(.take(3, fromRow: 2)))) {
      $0.game?.rows = [1, 3, 2]
      $0.game?.turn = 1
    }
    await store.send(.game(.presented(.take(3, fromRow: 1)))) {
      $0.game?.rows = [1, 0, 2]
      $0.game?.turn = 0
    }
    await store.send(.game(.presented(.take(2, fromRow: 2)))) {
      $0.game?.rows = [1, 0, 0]
      $0.game?.turn = 1
    }
    await store.send(.game(.presented(.take(1, fromRow: 0)))) {
      $0.game?.rows = [0, 0, 0]
      $0.game?.turn = 0
      $0.game?.loser = "Kim"
    }
    await store.receive(\.game.delegate.finished, FinishedGame(winner: "Ada", loser: "Kim")) {
      $0.finished = [FinishedGame(winner: "Ada", loser: "Kim")]
    }
    await store.send(\.game.rematchTapped) {
      $0.game = Matchsticks.State(layout: .short, players: ["Ada", "Kim"])
    }
  }

  @Test func aRefusedMoveKeepsTheTurnAndTheNextMoveClearsTheReason() async {
    let store = TestStore(initialState: Matchsticks.State(layout: .short, players: ["Ada", "Kim"])) {
      Matchsticks()
    }

    await store.send(.take(2, fromRow: 0)) {
      $0.refusal = "Row 0 has only 1 left."
    }
    await store.send(.take(1, fromRow: 9)) {
      $0.refusal = "There is no row 9: the rows are 0 to 2."
    }
    await store.send(.take(1, fromRow: 0)) {
      $0.rows = [0, 3, 5]
      $0.turn = 1
      $0.refusal = nil
    }
    await store.send(.take(1, fromRow: 0)) {
      $0.refusal = "Row 0 is empty."
    }
  }

  @Test func aFinishedGameTakesNoMoreMoves() async {
    let store = TestStore(initialState: Matchsticks.State(layout: .short, players: ["Ada", "Kim"], rows: [0, 0, 1])) {
      Matchsticks()
    }

    await store.send(.take(1, fromRow: 2)) {
      $0.rows = [0, 0, 0]
      $0.turn = 1
      $0.loser = "Ada"
    }
    await store.receive(\.delegate.finished, FinishedGame(winner: "Kim", loser: "Ada"))
    await store.send(.take(1, fromRow: 2)) {
      $0.refusal = "The game is over: ask for a rematch, or leave."
    }
  }

  /// The whole evening, checked the way a larger app's test would: only the end of each step
  /// matters, not every flag on the way.
  @Test func theMainPathNonExhaustively() async {
    let clock = TestClock()
    let store = TestStore(initialState: MatchsticksApp.State.signIn(SignIn.State())) {
      MatchsticksApp.body
    } withDependencies: {
      $0.continuousClock = clock
      $0.membership = .liveValue
    }
    store.exhaustivity = .off

    await store.send(\.signIn.view.binding.name, "Lin")
    await store.send(\.signIn.view.binding.passphrase, "last match")
    await store.send(\.signIn.view.signInTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.signInAnswered.success) {
      $0.modify(\.signIn) { $0.codeEntry = CodeEntry.State(sentTo: "•••• 0417", ticket: "ticket-2") }
    }
    await store.send(\.signIn.codeEntry.view.binding.code, "2718")
    await store.send(\.signIn.codeEntry.view.confirmTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.signIn.delegate.signedIn) {
      $0 = .clubroom(Clubroom.State(member: lin))
    }
    await store.send(\.clubroom.startTapped)
    for (count, row) in [(1, 0), (3, 1), (3, 2), (2, 2)] {
      await store.send(.clubroom(.game(.presented(.take(count, fromRow: row)))))
    }
    await store.receive(\.clubroom.game.delegate.finished) {
      $0.modify(\.clubroom) { $0.finished = [FinishedGame(winner: "Lin", loser: "Guest")] }
    }
  }

  // MARK: The simulated club

  @Test func theSimulatedClubKnowsItsTwoMembers() async throws {
    let clock = TestClock()
    try await withDependencies {
      $0.continuousClock = clock
    } operation: { () async throws -> Void in
      let club = MembershipClient.liveValue
      async let adaAnswer = club.signIn(name: "ADA", passphrase: "first move")
      async let linAnswer = club.signIn(name: "lin", passphrase: "last match")
      async let stranger = Result { try await club.signIn(name: "Kim", passphrase: "first move") }
      async let wrongPassphrase = Result { try await club.signIn(name: "Ada", passphrase: "last match") }
      async let staleTicket = Result { try await club.confirm(code: "2718", ticket: "ticket-1") }
      async let wrongCode = Result { try await club.confirm(code: "2719", ticket: "ticket-2") }
      async let confirmed = club.confirm(code: "2718", ticket: "ticket-2")
      await clock.advance(by: .seconds(1))
      #expect(try await adaAnswer == .welcome(ada))
      #expect(try await linAnswer == .codeSent(ticket: "ticket-2", to: "•••• 0417"))
      #expect(await stranger.error as? MembershipError == .notAMember)
      #expect(await wrongPassphrase.error as? MembershipError == .notAMember)
      #expect(await staleTicket.error as? MembershipError == .expiredTicket)
      #expect(await wrongCode.error as? MembershipError == .wrongCode)
      #expect(try await confirmed == lin)
    }
  }
}

extension Result {
  fileprivate var error: Failure? {
    if case let .failure(error) = self { error } else { nil }
  }
}
