import ComposableArchitecture
import PlaygroundSession

/// The data a sign-up flow collects, as in TCA's case study; `@ObservableState` so its fields
/// can be bound.
@ObservableState
struct SignUpData: Equatable, Sendable {
  var email = ""
  var firstName = ""
  var age = 0
}

/// A step of the flow.
@Reducer
struct Basics {
  @ObservableState
  struct State: Equatable {
    var isDone = false
  }

  enum Action: Equatable {
    case nextButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isDone = true
      return .none
    }
  }
}

/// A sign-up flow with every action shape the shell must read: a stack, a destination, an alert
/// and bindings, declared as a TCA app declares them.
@Reducer
struct SignUpFlow {
  @Reducer
  enum Path {
    case basics(Basics)
  }

  @Reducer
  enum Destination {
    case basics(Basics)
    case confirmation(AlertState<Confirmation>)

    enum Confirmation: Equatable {
      case submit
    }
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Action.Alert>?
    var signUpData = SignUpData()
    var email = ""
  }

  enum Action: BindableAction, Equatable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case startButtonTapped

    enum Alert: Equatable {
      case ok
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.path.append(.basics(Basics.State()))
        state.alert = AlertState { TextState("Thank you for signing up!") }
        return .none
      case .alert, .binding, .destination, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$alert, action: \.alert)
  }
}

extension SignUpFlow.Path.State: Equatable {}
extension SignUpFlow.Path.Action: Equatable {}
extension SignUpFlow.Destination.State: Equatable {}
extension SignUpFlow.Destination.Action: Equatable {}

/// State that is not `@ObservableState`, which binding actions need.
@Reducer
struct Unobserved {
  struct State: Equatable {
    var email = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> { EmptyReducer() }
}

extension Lesson {
  /// The sign-up flow as a lesson, for session tests.
  static let signUpFlow = Lesson(
    id: "flow",
    title: "Sign-up flow",
    summary: "a stack, a destination, an alert and bindings",
    initialState: { SignUpFlow.State() },
    reducer: { SignUpFlow() }
  )
}
