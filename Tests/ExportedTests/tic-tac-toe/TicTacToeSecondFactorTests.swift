import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines TicTacToe.body.
@testable import Lessons

@MainActor
struct TicTacToeSecondFactorTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: TicTacToe.State.login(Login.State())) {
      TicTacToe.body
    } withDependencies: {
      $0.continuousClock = clock
      $0.authenticationClient.login = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { code, token in
        switch (code, token) {
        case ("0000", "deadbeef"):
          throw AuthenticationError.invalidTwoFactor
        default:
          return try await Task.never()
        }
      }
    }

    await store.send(.login(.view(.binding(.set(\.email, "2fa@pointfree.co"))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: false, isLoginRequestInFlight: false, password: "", twoFactor: nil))
    }
    await store.send(.login(.view(.binding(.set(\.password, "password"))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: nil))
    }
    await store.send(.login(.view(.loginButtonTapped))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: true, password: "password", twoFactor: nil))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.login.loginResponse.success, AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "", isFormValid: false, isTwoFactorRequestInFlight: false, token: "deadbeef")))
    }
    await store.send(.login(.twoFactor(.presented(.view(.binding(.set(\.code, "0000"))))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "0000", isFormValid: true, isTwoFactorRequestInFlight: false, token: "deadbeef")))
    }
    await store.send(.login(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "0000", isFormValid: true, isTwoFactorRequestInFlight: true, token: "deadbeef")))
    }
    await store.receive(\.login.twoFactor.presented.twoFactorResponse.failure) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: AlertState { TextState("Invalid second factor (try 1234)") }, code: "0000", isFormValid: true, isTwoFactorRequestInFlight: false, token: "deadbeef")))
    }
    await store.send(.login(.twoFactor(.presented(.alert(.dismiss))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "0000", isFormValid: true, isTwoFactorRequestInFlight: false, token: "deadbeef")))
    }
    await store.send(.login(.twoFactor(.presented(.view(.binding(.set(\.code, "1234"))))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "1234", isFormValid: true, isTwoFactorRequestInFlight: false, token: "deadbeef")))
    }
    await store.send(.login(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "1234", isFormValid: true, isTwoFactorRequestInFlight: true, token: "deadbeef")))
    }
    await store.send(.login(.twoFactor(.dismiss))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: nil))
    }
    store.dependencies.authenticationClient.login = { _, _ in
      try await clock.sleep(for: .seconds(1))
      throw AuthenticationError.invalidUserPassword
    }
    await store.send(.login(.view(.loginButtonTapped))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: true, password: "password", twoFactor: nil))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.login.loginResponse.failure) {
      $0 = .login(Login.State(alert: AlertState { TextState("Unknown user or invalid password.") }, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: nil))
    }
    await store.send(.login(.alert(.dismiss))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: nil))
    }
    store.dependencies.authenticationClient.login = { _, _ in
      try await clock.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
    }
    await store.send(.login(.view(.binding(.set(\.email, "blob@pointfree.co"))))) {
      $0 = .login(Login.State(alert: nil, email: "blob@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: nil))
    }
    await store.send(.login(.view(.loginButtonTapped))) {
      $0 = .login(Login.State(alert: nil, email: "blob@pointfree.co", isFormValid: true, isLoginRequestInFlight: true, password: "password", twoFactor: nil))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.login.loginResponse.success, AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)) {
      $0 = .newGame(NewGame.State(game: nil, oPlayerName: "", xPlayerName: ""))
    }
    await store.send(.newGame(.letsPlayButtonTapped)) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: nil, second: nil, third: nil), second: Three(first: nil, second: nil, third: nil), third: Three(first: nil, second: nil, third: nil)), currentPlayer: .x, oPlayerName: "", xPlayerName: ""), oPlayerName: "", xPlayerName: ""))
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 1, column: 1))))) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: nil, second: nil, third: nil), second: Three(first: nil, second: .x, third: nil), third: Three(first: nil, second: nil, third: nil)), currentPlayer: .o, oPlayerName: "", xPlayerName: ""), oPlayerName: "", xPlayerName: ""))
    }
    await store.send(.newGame(.game(.presented(.playAgainButtonTapped)))) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: nil, second: nil, third: nil), second: Three(first: nil, second: nil, third: nil), third: Three(first: nil, second: nil, third: nil)), currentPlayer: .x, oPlayerName: "", xPlayerName: ""), oPlayerName: "", xPlayerName: ""))
    }
    await store.finish()
  }
}
