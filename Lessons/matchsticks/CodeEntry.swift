import ComposableArchitecture

/// The second step for members who asked for it: the four-digit code the club texted, sent
/// back with the ticket the sign-in answered. A wrong code empties the field; a right one is
/// passed up as the signed-in member.
@Reducer
struct CodeEntry {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var code = ""
    var isChecking = false
    /// Where the code went, as the club shows it: `•••• 0417`.
    var sentTo: String
    var ticket: String

    /// Four digits, and no check already out.
    var canConfirm: Bool {
      code.count == 4 && code.allSatisfy { ("0"..."9").contains($0) } && !isChecking
    }
  }

  enum Action: ViewAction {
    case alert(PresentationAction<Alert>)
    case confirmAnswered(Result<Member, any Error>)
    case delegate(Delegate)
    case view(View)

    enum Alert: Equatable {}

    @CasePathable

    enum Delegate: Equatable {
      case confirmed(Member)
    }

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case confirmTapped
    }
  }

  @Dependency(\.membership) var membership

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert, .delegate, .view(.binding):
        return .none

      case let .confirmAnswered(.success(member)):
        state.isChecking = false
        return .send(.delegate(.confirmed(member)))

      case let .confirmAnswered(.failure(error)):
        state.isChecking = false
        state.code = ""
        state.alert = .refused(error)
        return .none

      case .view(.confirmTapped):
        guard state.canConfirm else { return .none }
        state.isChecking = true
        return .run { [code = state.code, ticket = state.ticket] send in
          await send(.confirmAnswered(Result { try await membership.confirm(code: code, ticket: ticket) }))
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
