import ComposableArchitecture
import Testing

/// A counter whose state is observable, so its store reads it by property.
@Reducer
struct ObservedCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var child = ScopeChild.State()
  }

  enum Action {
    case child(ScopeChild.Action)
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) { ScopeChild() }
    Reduce { state, action in
      if case .incrementButtonTapped = action { state.count += 1 }
      return .none
    }
  }
}

@MainActor
@Suite struct StoreStateTests {
  @Test func storeReadsObservableStateByDynamicMember() {
    let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(store.child.count == 0)
  }

  @Test func withStateHandsTheCurrentState() {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.child(.increment))
    #expect(store.withState(\.child.count) == 1)
    #expect(store.withState { $0.received.count } == 1)
  }

  @Test func scopeWithClosuresReadsAndSendsThroughTheParent() {
    let parent = Store(initialState: ScopeParent.State()) { ScopeParent() }
    let child = parent.scope(state: { $0.child }, action: { ScopeParent.Action.child($0) })
    child.send(.increment)
    #expect(child.state.count == 1)
    #expect(parent.state.received == [.child(.increment)])
  }
}
