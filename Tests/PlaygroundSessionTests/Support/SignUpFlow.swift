import ComposableArchitecture
import Foundation
import PlaygroundSession

/// The data a sign-up flow collects, as in TCA's case study; `@ObservableState` so its fields
/// can be bound.
@ObservableState
struct SignUpData: Equatable, Sendable {
  var email = ""
  var firstName = ""
  var age = 0
}

/// The first step of the flow, which tells the flow when it is done, as a TCA child does.
@Reducer
struct Basics {
  @ObservableState
  struct State: Equatable {
    var isDone = false
  }

  enum Action: Equatable {
    case delegate(Delegate)
    case nextButtonTapped

    enum Delegate: Equatable {
      case stepFinished
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none
      case .nextButtonTapped:
        state.isDone = true
        return .send(.delegate(.stepFinished))
      }
    }
  }
}

/// The second step: edits the data the flow shares, and presents a help sheet, a plain feature.
@Reducer
struct PersonalInfo {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("signUpData")) var signUpData = SignUpData()
    @Presents var help: Help.State?
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case help(PresentationAction<Help.Action>)
    case helpButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .helpButtonTapped:
        state.help = Help.State()
        return .none
      case .binding, .help:
        return .none
      }
    }
    .ifLet(\.$help, action: \.help) {
      Help()
    }
  }
}

/// Help pages, presented over a step.
@Reducer
struct Help {
  @ObservableState
  struct State: Equatable {
    var page = 1
  }

  enum Action: Equatable {
    case nextPageTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.page += 1
      return .none
    }
  }
}

/// A sign-up flow with every action shape the shell must read: a stack of two steps, a
/// destination, an alert, bindings and shared data, declared as a TCA app declares them.
@Reducer
struct SignUpFlow {
  @Reducer
  enum Path {
    case basics(Basics)
    case personalInfo(PersonalInfo)
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
        state.alert = AlertState { TextState("Welcome to the crew!") }
        return .none
      case .path(.element(id: _, action: .basics(.delegate(.stepFinished)))):
        state.path.append(.personalInfo(PersonalInfo.State()))
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

extension SignUpFlow {
  /// The line of this file holding `code`, as a runtime warning cites it (`SignUpFlow.swift:151`),
  /// so a test pins the right line without pinning its number.
  static func line(of code: String) throws -> Int {
    let lines = try String(contentsOfFile: sourceFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let matches = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == code }
    guard matches.count == 1 else { throw LineNotFound(code: code, matches: matches.count) }
    return matches[0] + 1
  }

  private static let sourceFile = #filePath

  struct LineNotFound: Error {
    let code: String
    let matches: Int
  }
}
