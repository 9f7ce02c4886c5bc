import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// Each `authenticationClient` mode is the override a TCA test writes in `withDependencies`.
  static func ticTacToe(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Tic-tac-toe",
      summary: "an app of four cores: login, two-factor, new game and game, swapped by a @Reducer enum",
      dependencies: [
        DependencyOption(
          "authenticationClient",
          modes: [
            .init(
              "live", "after 1s: any email with @ and password 'password'; '2fa' emails then need code 1234",
              override: "$0.authenticationClient = .liveValue"
            ) {
              $0.authenticationClient = .liveValue
            },
            .init("failing", "refuses every login and code after 1s", override: "$0.authenticationClient = .failing") {
              $0.authenticationClient = .failing
            },
            .init("never", "never answers a login or a code", override: "$0.authenticationClient = .never") {
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
