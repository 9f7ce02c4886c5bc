import ComposableArchitecture
import Testing

/// A feature with nothing in it yet, as a learner starts one: `@Reducer` gives it an empty
/// `State`, `Action` and `body`.
@Reducer
struct EmptyFeature {}

/// State and actions, no `body` yet.
@Reducer
struct BodylessFeature {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case increment
  }
}

/// A feature whose state is an enum, as TCA's own apps write a screen with a few modes.
@Reducer
struct ModalFeature {
  enum State: Equatable {
    case loading
    case loaded(String)
  }

  enum Action {
    case load(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .load(text):
        state = .loaded(text)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct ReducerMacroDefaultsTests {
  @Test func emptyStructGetsEmptyStateActionAndBody() {
    let store = Store(initialState: EmptyFeature.State()) { EmptyFeature() }
    #expect(store.state == EmptyFeature.State())
    #expect(EmptyFeature.Action.reflectedCases.isEmpty)
    let state: Any.Type = EmptyFeature.State.self
    let action: Any.Type = EmptyFeature.Action.self
    #expect(state is any ObservableState.Type)
    #expect(state is any Codable.Type)
    #expect(state is any Hashable.Type)
    #expect(action is any Hashable.Type)
  }

  @Test func structWithoutBodyChangesNothing() {
    let store = Store(initialState: BodylessFeature.State()) { BodylessFeature() }
    store.send(.increment)
    #expect(store.state.count == 0)
  }

  @Test func nestedStateEnumIsCasePathable() {
    let store = Store(initialState: ModalFeature.State.loading) { ModalFeature() }
    #expect(store.state.is(\.loading))
    store.send(.load("Hello"))
    let loaded: String? = store.state.loaded
    #expect(loaded == "Hello", "dynamic member lookup of a case")
    let extracted: String? = store.state[case: \.loaded]
    #expect(extracted == "Hello")
  }
}
