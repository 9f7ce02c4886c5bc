import ComposableArchitecture
import Foundation

/// What a successful login or second factor answers.
struct AuthenticationResponse: Equatable, Sendable {
  var token: String
  var twoFactorRequired: Bool
}

/// Why a login or a second factor was refused.
enum AuthenticationError: Equatable, LocalizedError, Sendable {
  case invalidUserPassword
  case invalidTwoFactor
  case invalidIntermediateToken

  var errorDescription: String? {
    switch self {
    case .invalidUserPassword: "Unknown user or invalid password."
    case .invalidTwoFactor: "Invalid second factor (try 1234)"
    case .invalidIntermediateToken: "404!! What happened to your token there bud?!?!"
    }
  }
}

/// Logs a player in, in one or two steps: an email and password, then, for some accounts, a
/// second-factor code.
@DependencyClient
struct AuthenticationClient: Sendable {
  var login: @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  var twoFactor: @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse
}

extension AuthenticationClient: DependencyKey {
  /// Never touches the network: the rules of TCA's example server, answering after a second on
  /// the injected clock. Any email with an `@` logs in with the password `password`; an email
  /// containing `2fa` then needs the code `1234`.
  static let liveValue = Self(
    login: { email, password in
      guard email.contains("@"), password == "password" else { throw AuthenticationError.invalidUserPassword }
      try await clock.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeef", twoFactorRequired: email.contains("2fa"))
    },
    twoFactor: { code, token in
      guard token == "deadbeef" else { throw AuthenticationError.invalidIntermediateToken }
      guard code == "1234" else { throw AuthenticationError.invalidTwoFactor }
      try await clock.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }
  )

  /// Refuses every login after a second, as a server that knows no one: the `failing` mode.
  static let failing = Self(
    login: { _, _ in
      try await clock.sleep(for: .seconds(1))
      throw AuthenticationError.invalidUserPassword
    },
    twoFactor: { _, _ in
      try await clock.sleep(for: .seconds(1))
      throw AuthenticationError.invalidTwoFactor
    }
  )

  /// Never answers; only cancellation ends a request: the `never` mode.
  static let never = Self(
    login: { _, _ in try await Task.never() },
    twoFactor: { _, _ in try await Task.never() }
  )

  static let testValue = Self()
}

extension DependencyValues {
  var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}

/// The clock the simulated server waits on: the injected one, virtual in the playground.
private var clock: any Clock<Duration> {
  @Dependency(\.continuousClock) var clock
  return clock
}
