import ComposableArchitecture

/// The data of a sign-up form, a plain struct as in TCA's case study.
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

/// A reference a test wrapper shares.
final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A tiny property wrapper in the shape of `Shared`: a struct around a reference, whose
/// wrapped value has a nonmutating setter.
@propertyWrapper
struct TestShared<Value>: _KeyPathResolvingWrapper {
  let box: Box<Value>

  init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  static var _wrappedValueKeyPath: WritableKeyPath<Self, Value> { \.wrappedValue }
}

/// Plain state holding a wrapped property, found by reflection.
struct PlainState {
  @TestShared var profile = SignUpData()
  var count = 0
  var _hidden = 0
}

/// Observable state holding a wrapped property, found through the macro's list.
@ObservableState
struct ObservedState {
  @TestShared var profile = SignUpData()
  var count = 0
}
