import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The `authenticationClient` modes are the playground's own: an export overrides the
  /// endpoints the session called with the answers they gave, and throws the case study's
  /// `AuthenticationError`.
  static func ticTacToe(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Tic-tac-toe",
      summary: "an app of four cores: login, two-factor, new game and game, swapped by a @Reducer enum",
      dependencies: [
        DependencyOption(
          "authenticationClient",
          endpoints: [
            DependencyEndpoint("login", \.authenticationClient.login, parameters: "email", "password"),
            DependencyEndpoint("twoFactor", \.authenticationClient.twoFactor, parameters: "code", "token"),
          ],
          modes: [
            .init("live", "after 1s: any email with @ and password 'password'; '2fa' emails then need code 1234") {
              $0.authenticationClient = .liveValue
            },
            .init("failing", "refuses every login and code after 1s") {
              $0.authenticationClient = .failing
            },
            .init("never", "never answers a login or a code") {
              $0.authenticationClient = .never
            },
          ]
        )
      ],
      uses: ["continuousClock", "dismiss"],
      tutorial: folder.tutorial,
      initialState: { TicTacToe.State.login(Login.State()) },
      initialStateSource: "TicTacToe.State.login(Login.State())",
      reducer: { TicTacToe.body },
      reducerSource: "TicTacToe.body"
    )
  }
}
