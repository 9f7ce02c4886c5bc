import ComposableArchitecture
import LessonRegistry

extension Lesson {
  /// The `membership` modes are the playground's own: an export overrides the endpoints the
  /// session called with the answers they gave.
  static func matchsticks(_ folder: LessonFolder) -> Lesson {
    Lesson(
      id: folder.id,
      title: "Matchsticks club",
      summary: "a game behind a sign-in with a texted code: a @Reducer enum of screens joined by delegates, and pure rules",
      dependencies: [
        DependencyOption(
          "membership",
          endpoints: [
            DependencyEndpoint("signIn", \.membership.signIn, parameters: "name", "passphrase"),
            DependencyEndpoint("confirm", \.membership.confirm, parameters: "code", "ticket"),
          ],
          modes: [
            .init("live", "after 1s: Ada ('first move') signs in; Lin ('last match') then needs the code 2718") {
              $0.membership = .liveValue
            },
            .init("closed", "refuses every sign-in and code after 1s") {
              $0.membership = .closed
            },
            .init("never", "never answers a sign-in or a code") {
              $0.membership = .never
            },
          ]
        )
      ],
      uses: ["continuousClock", "dismiss"],
      tutorial: folder.tutorial,
      initialState: { MatchsticksApp.State.signIn(SignIn.State()) },
      initialStateSource: "MatchsticksApp.State.signIn(SignIn.State())",
      reducer: { MatchsticksApp.body },
      reducerSource: "MatchsticksApp.body"
    )
  }
}
