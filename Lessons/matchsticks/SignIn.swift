import ComposableArchitecture

/// The club's front door: a name and a passphrase. The club either welcomes the member, and
/// this screen tells its parent, or texts a code, and this screen presents `CodeEntry` and
/// passes on the member it confirms.
@Reducer
struct SignIn {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var codeEntry: CodeEntry.State?
    var isSigningIn = false
    var name = ""
    var passphrase = ""

    /// The button is enabled once both fields hold something, and while no request is out.
    var canSignIn: Bool {
      !name.isEmpty && !passphrase.isEmpty && !isSigningIn
    }
  }

  enum Action: ViewAction {
    case alert(PresentationAction<Alert>)
    case codeEntry(PresentationAction<CodeEntry.Action>)
    case delegate(Delegate)
    case signInAnswered(Result<SignInAnswer, any Error>)
    case view(View)

    enum Alert: Equatable {}

    @CasePathable

    enum Delegate: Equatable {
      case signedIn(Member)
    }

    /// What the screen sends: its two fields' bindings and its button.
    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case signInTapped
    }
  }

  @Dependency(\.membership) var membership

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert, .delegate, .view(.binding):
        return .none

      case let .codeEntry(.presented(.delegate(.confirmed(member)))):
        return .send(.delegate(.signedIn(member)))

      case .codeEntry:
        return .none

      case let .signInAnswered(.success(.welcome(member))):
        state.isSigningIn = false
        return .send(.delegate(.signedIn(member)))

      case let .signInAnswered(.success(.codeSent(ticket, phone))):
        state.isSigningIn = false
        state.codeEntry = CodeEntry.State(sentTo: phone, ticket: ticket)
        return .none

      case let .signInAnswered(.failure(error)):
        state.isSigningIn = false
        state.alert = .refused(error)
        return .none

      case .view(.signInTapped):
        guard state.canSignIn else { return .none }
        state.isSigningIn = true
        return .run { [name = state.name, passphrase = state.passphrase] send in
          await send(.signInAnswered(Result { try await membership.signIn(name: name, passphrase: passphrase) }))
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$codeEntry, action: \.codeEntry) {
      CodeEntry()
    }
  }
}

extension AlertState {
  /// The one alert both sign-in screens show: the club's reason, under one title.
  static func refused(_ error: any Error) -> Self {
    AlertState {
      TextState("Not signed in")
    } message: {
      TextState(error.localizedDescription)
    }
  }
}
