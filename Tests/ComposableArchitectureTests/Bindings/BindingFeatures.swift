import ComposableArchitecture

/// The data of a sign-up form, as in TCA's case study; `@ObservableState`, as a struct whose
/// fields are bound is.
@ObservableState
struct SignUpData: Equatable, Sendable {
  var email = ""
  var firstName = ""
  var age = 0
  var topics: Set<String> = []
  let createdBy = "test"
}

/// A sign-up form whose fields views bind to, written as a TCA feature.
@Reducer
struct SignUpForm {
  @ObservableState
  struct State: Equatable {
    var signUpData = SignUpData()
    var isSubscribed = false
    var log: [String] = []
    @Presents var alert: AlertState<Action.Alert>?
    var summary: String { signUpData.email }
    static let shared = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable { case ok }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.signUpData.email):
        state.log.append("email is \(state.signUpData.email)")
        return .none
      case .binding, .alert:
        return .none
      }
    }
  }
}

/// Observable state holding a wrapped property, found through the macro's list.
@ObservableState
struct ObservedState {
  @Shared var profile: SignUpData
  var count = 0
}
