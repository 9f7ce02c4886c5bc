import ComposableArchitecture
import Testing

@testable import Lessons

/// The tic-tac-toe lesson's cores: login, second factor, new game, game, and the app that
/// swaps login for a new game.
@MainActor
struct TicTacToeTests {
  /// The login form filled in, and the button tapped, in the app.
  static func fillInAndLogIn(_ store: TestStoreOf<TicTacToe>) async {
    await store.send(\.login.view.binding.email, "blob@pointfree.co") {
      $0.modify(\.login) { $0.email = "blob@pointfree.co" }
    }
    await store.send(\.login.view.binding.password, "bl0bbl0b") {
      $0.modify(\.login) {
        $0.password = "bl0bbl0b"
        $0.isFormValid = true
      }
    }
    await store.send(\.login.view.loginButtonTapped) {
      $0.modify(\.login) { $0.isLoginRequestInFlight = true }
    }
  }

  /// The login form filled in with an account that needs a second factor.
  static func fillIn(_ store: TestStoreOf<Login>) async {
    await store.send(\.view.binding.email, "2fa@pointfree.co") {
      $0.email = "2fa@pointfree.co"
    }
    await store.send(\.view.binding.password, "password") {
      $0.password = "password"
      $0.isFormValid = true
    }
  }

  // MARK: The app

  @Test func aLoginWithoutSecondFactorStartsANewGameAndLogoutReturns() async {
    let store = TestStore(initialState: TicTacToe.State.login(Login.State())) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await Self.fillInAndLogIn(store)
    await store.receive(\.login.loginResponse.success) {
      $0 = .newGame(NewGame.State())
    }
    await store.send(\.newGame.binding.oPlayerName, "Blob Sr.") {
      $0.modify(\.newGame) { $0.oPlayerName = "Blob Sr." }
    }
    await store.send(\.newGame.logoutButtonTapped) {
      $0 = .login(Login.State())
    }
  }

  @Test func aLoginWithSecondFactorStartsANewGameAfterTheCode() async {
    let store = TestStore(initialState: TicTacToe.State.login(Login.State())) {
      TicTacToe.body
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await Self.fillInAndLogIn(store)
    await store.receive(\.login.loginResponse.success) {
      $0.modify(\.login) {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactor.State(token: "deadbeef")
      }
    }
    await store.send(\.login.twoFactor.view.binding.code, "1234") {
      $0.modify(\.login) {
        $0.twoFactor?.code = "1234"
        $0.twoFactor?.isFormValid = true
      }
    }
    await store.send(\.login.twoFactor.view.submitButtonTapped) {
      $0.modify(\.login) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
    .finish()
    await store.receive(\.login.twoFactor.twoFactorResponse.success) {
      $0 = .newGame(NewGame.State())
    }
  }

  // MARK: Login

  @Test func loginPresentsTheSecondFactorAndItsSuccessStaysThere() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await Self.fillIn(store)
    let twoFactorPresentation = await store.send(\.view.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(\.twoFactor.view.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(\.twoFactor.view.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactor.twoFactorResponse.success) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
    await twoFactorPresentation.cancel()
  }

  /// Dismissing the second factor while its request is in flight cancels the request.
  @Test func dismissingTheSecondFactorCancelsItsRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await Self.fillIn(store)
    await store.send(\.view.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(\.twoFactor.view.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(\.twoFactor.view.submitButtonTapped) {
      $0.twoFactor?.isTwoFactorRequestInFlight = true
    }
    await store.send(\.twoFactor.dismiss) {
      $0.twoFactor = nil
    }
    await store.finish()
  }

  @Test func aRefusedLoginShowsTheErrorInAnAlert() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in throw AuthenticationError.invalidUserPassword }
    }

    await store.send(\.view.loginButtonTapped) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.failure) {
      $0.alert = AlertState { TextState("Unknown user or invalid password.") }
      $0.isLoginRequestInFlight = false
    }
  }

  // MARK: Second factor

  @Test func theCodeIsValidFromFourCharacters() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(\.view.binding.code, "1") { $0.code = "1" }
    await store.send(\.view.binding.code, "12") { $0.code = "12" }
    await store.send(\.view.binding.code, "123") { $0.code = "123" }
    await store.send(\.view.binding.code, "1234") {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(\.view.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.success) {
      $0.isTwoFactorRequestInFlight = false
    }
  }

  @Test func aWrongCodeShowsAnAlert() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) {
      TwoFactor()
    } withDependencies: {
      $0.authenticationClient.twoFactor = { @Sendable _, _ in throw AuthenticationError.invalidTwoFactor }
    }

    await store.send(\.view.binding.code, "1234") {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(\.view.submitButtonTapped) {
      $0.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.twoFactorResponse.failure) {
      $0.alert = AlertState { TextState(AuthenticationError.invalidTwoFactor.localizedDescription) }
      $0.isTwoFactorRequestInFlight = false
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
    await store.finish()
  }

  // MARK: New game

  @Test func aNewGameStartsWithTheNamesAndQuittingDismissesIt() async {
    let store = TestStore(initialState: NewGame.State()) {
      NewGame()
    }

    await store.send(\.binding.oPlayerName, "Blob Sr.") {
      $0.oPlayerName = "Blob Sr."
    }
    await store.send(\.binding.xPlayerName, "Blob Jr.") {
      $0.xPlayerName = "Blob Jr."
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Sr.", xPlayerName: "Blob Jr.")
    }
    await store.send(\.game.cellTapped, (row: 0, column: 0)) {
      $0.game!.board[0][0] = .x
      $0.game!.currentPlayer = .o
    }
    await store.send(\.game.quitButtonTapped)
    await store.receive(\.game.dismiss) {
      $0.game = nil
    }
    await store.send(.letsPlayButtonTapped) {
      $0.game = Game.State(oPlayerName: "Blob Sr.", xPlayerName: "Blob Jr.")
    }
    await store.send(\.game.dismiss) {
      $0.game = nil
    }
    await store.send(.logoutButtonTapped)
  }

  // MARK: Game

  /// The shell can type a cell the board does not show; it changes nothing.
  @Test func aCellOffTheBoardTakesNoMove() async {
    let store = TestStore(initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")) {
      Game()
    }

    await store.send(.cellTapped(row: 3, column: 0))
    await store.send(.cellTapped(row: 0, column: -1))
  }

  @Test func theWinnerKeepsTheTurnAndTheBoardTakesNoMoreMoves() async {
    let store = TestStore(initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")) {
      Game()
    }

    await store.send(.cellTapped(row: 0, column: 0)) {
      $0.board[0][0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 2, column: 1)) {
      $0.board[2][1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 1, column: 0)) {
      $0.board[1][0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 1, column: 1)) {
      $0.board[1][1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 2, column: 0)) {
      $0.board[2][0] = .x
    }
    #expect(store.state.board.hasWinner)
    await store.send(.cellTapped(row: 2, column: 2))
    // A filled cell takes no move either.
    await store.send(.cellTapped(row: 0, column: 0))
  }

  @Test func aTieFillsTheBoardAndPlayAgainStartsOver() async {
    let store = TestStore(initialState: Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")) {
      Game()
    }

    let moves: [(row: Int, column: Int, player: Player)] = [
      (0, 0, .x), (2, 2, .o), (1, 0, .x), (2, 0, .o), (2, 1, .x), (1, 2, .o), (0, 2, .x), (0, 1, .o), (1, 1, .x),
    ]
    for move in moves {
      await store.send(.cellTapped(row: move.row, column: move.column)) {
        $0.board[move.row][move.column] = move.player
        $0.currentPlayer = move.player == .x ? .o : .x
      }
    }
    #expect(store.state.board.isFilled)
    #expect(!store.state.board.hasWinner)
    await store.send(.playAgainButtonTapped) {
      $0 = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    }
  }

  // MARK: The simulated server

  /// The lesson's live client follows the example server's rules, after a second on the clock.
  @Test func theSimulatedServerKnowsTheExampleAccounts() async throws {
    let clock = TestClock()
    try await withDependencies {
      $0.continuousClock = clock
    } operation: { () async throws -> Void in
      let client = AuthenticationClient.liveValue
      await #expect(throws: AuthenticationError.invalidUserPassword) {
        try await client.login(email: "blob", password: "password")
      }
      await #expect(throws: AuthenticationError.invalidUserPassword) {
        try await client.login(email: "blob@pointfree.co", password: "bl0b")
      }
      await #expect(throws: AuthenticationError.invalidIntermediateToken) {
        try await client.twoFactor(code: "1234", token: "cafe")
      }
      await #expect(throws: AuthenticationError.invalidTwoFactor) {
        try await client.twoFactor(code: "4321", token: "deadbeef")
      }
      async let plain = client.login(email: "blob@pointfree.co", password: "password")
      async let twoFactor = client.login(email: "2fa@pointfree.co", password: "password")
      await clock.advance(by: .seconds(1))
      let (plainResponse, twoFactorResponse) = try await (plain, twoFactor)
      #expect(plainResponse == AuthenticationResponse(token: "deadbeef", twoFactorRequired: false))
      #expect(twoFactorResponse == AuthenticationResponse(token: "deadbeef", twoFactorRequired: true))
      async let code = client.twoFactor(code: "1234", token: "deadbeef")
      await clock.advance(by: .seconds(1))
      let codeResponse = try await code
      #expect(codeResponse == AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false))
    }
  }
}
