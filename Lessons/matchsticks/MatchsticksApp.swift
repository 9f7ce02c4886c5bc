import ComposableArchitecture

/// The whole app, one screen at a time: a `@Reducer enum` whose state is the sign-in or the
/// clubroom. Its children never replace it themselves; they send delegate actions, and this is the
/// one place that swaps the screens.
@Reducer
enum MatchsticksApp {
  case signIn(SignIn)
  case clubroom(Clubroom)

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .signIn(.delegate(.signedIn(member))):
        state = .clubroom(Clubroom.State(member: member))
        return .none

      case .clubroom(.delegate(.signedOut)):
        state = .signIn(SignIn.State())
        return .none

      case .signIn, .clubroom:
        return .none
      }
    }
    .ifCaseLet(\.signIn, action: \.signIn) {
      SignIn()
    }
    .ifCaseLet(\.clubroom, action: \.clubroom) {
      Clubroom()
    }
  }
}

extension MatchsticksApp.State: Equatable {}
