import ComposableArchitecture
import Testing

// Lessons is the playground's module: replace it with your module that defines TicTacToe.body.
@testable import Lessons

@MainActor
struct TicTacToeBasicsTests {
  @Test func session() async {
    let clock = TestClock()

    let store = TestStore(initialState: TicTacToe.State.login(Login.State())) {
      TicTacToe.body
    } withDependencies: {
      $0.continuousClock = clock
      $0.authenticationClient.login = { email, password in
        switch (email, password) {
        case ("blob@pointfree.co", "bl0b"):
          throw AuthenticationError.invalidUserPassword
        case ("2fa@pointfree.co", "password"):
          try await clock.sleep(for: .seconds(1))
          return AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
        default:
          return try await Task.never()
        }
      }
      $0.authenticationClient.twoFactor = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(.login(.view(.binding(.set(\.email, "blob@pointfree.co"))))) {
      $0 = .login(Login.State(alert: nil, email: "blob@pointfree.co", isFormValid: false, isLoginRequestInFlight: false, password: "", twoFactor: nil))
    }
    await store.send(.login(.view(.binding(.set(\.password, "bl0b"))))) {
      $0 = .login(Login.State(alert: nil, email: "blob@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "bl0b", twoFactor: nil))
    }
    await store.send(.login(.view(.loginButtonTapped))) {
      $0 = .login(Login.State(alert: nil, email: "blob@pointfree.co", isFormValid: true, isLoginRequestInFlight: true, password: "bl0b", twoFactor: nil))
    }
    await store.receive(\.login.loginResponse.failure) {
      $0 = .login(Login.State(alert: AlertState { TextState("Unknown user or invalid password.") }, email: "blob@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "bl0b", twoFactor: nil))
    }
    await store.send(.login(.alert(.dismiss))) {
      $0 = .login(Login.State(alert: nil, email: "blob@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "bl0b", twoFactor: nil))
    }
    await store.send(.login(.view(.binding(.set(\.email, "2fa@pointfree.co"))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "bl0b", twoFactor: nil))
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
    await store.send(.login(.twoFactor(.presented(.view(.binding(.set(\.code, "1234"))))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "1234", isFormValid: true, isTwoFactorRequestInFlight: false, token: "deadbeef")))
    }
    await store.send(.login(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0 = .login(Login.State(alert: nil, email: "2fa@pointfree.co", isFormValid: true, isLoginRequestInFlight: false, password: "password", twoFactor: TwoFactor.State(alert: nil, code: "1234", isFormValid: true, isTwoFactorRequestInFlight: true, token: "deadbeef")))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.login.twoFactor.presented.twoFactorResponse.success, AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)) {
      $0 = .newGame(NewGame.State(game: nil, oPlayerName: "", xPlayerName: ""))
    }
    await store.send(.newGame(.binding(.set(\.xPlayerName, "Blob Sr.")))) {
      $0 = .newGame(NewGame.State(game: nil, oPlayerName: "", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.binding(.set(\.oPlayerName, "Blob Jr.")))) {
      $0 = .newGame(NewGame.State(game: nil, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.letsPlayButtonTapped)) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: nil, second: nil, third: nil), second: Three(first: nil, second: nil, third: nil), third: Three(first: nil, second: nil, third: nil)), currentPlayer: .x, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."), oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 0, column: 0))))) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: .x, second: nil, third: nil), second: Three(first: nil, second: nil, third: nil), third: Three(first: nil, second: nil, third: nil)), currentPlayer: .o, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."), oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 1, column: 1))))) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: .x, second: nil, third: nil), second: Three(first: nil, second: .o, third: nil), third: Three(first: nil, second: nil, third: nil)), currentPlayer: .x, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."), oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 0, column: 1))))) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: .x, second: .x, third: nil), second: Three(first: nil, second: .o, third: nil), third: Three(first: nil, second: nil, third: nil)), currentPlayer: .o, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."), oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 2, column: 2))))) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: .x, second: .x, third: nil), second: Three(first: nil, second: .o, third: nil), third: Three(first: nil, second: nil, third: .o)), currentPlayer: .x, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."), oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 0, column: 2))))) {
      $0 = .newGame(NewGame.State(game: Game.State(board: Three(first: Three(first: .x, second: .x, third: .x), second: Three(first: nil, second: .o, third: nil), third: Three(first: nil, second: nil, third: .o)), currentPlayer: .x, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."), oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 2, column: 0)))))
    await store.send(.newGame(.game(.presented(.quitButtonTapped))))
    await store.receive(\.newGame.game.dismiss) {
      $0 = .newGame(NewGame.State(game: nil, oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))
    }
    await store.send(.newGame(.logoutButtonTapped)) {
      $0 = .login(Login.State(alert: nil, email: "", isFormValid: false, isLoginRequestInFlight: false, password: "", twoFactor: nil))
    }
    await store.finish()
  }
}
