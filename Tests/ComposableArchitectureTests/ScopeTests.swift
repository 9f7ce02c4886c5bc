import ComposableArchitecture
import PlaygroundTestSupport
import Testing

/// A child feature that logs the actions it receives and can answer with a delegate action,
/// synchronously or from a `.run` effect.
struct ScopeChild: Reducer {
  struct State: Equatable {
    var count = 0
    var received: [Action] = []
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case finishNow
    case finishLater
    case delegate(Delegate)

    enum Delegate: Equatable { case finished }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.received.append(action)
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .finishNow:
        return .send(.delegate(.finished))
      case .finishLater:
        return .run { send in await send(.delegate(.finished)) }
      case .delegate:
        return .none
      }
    }
  }
}

/// A parent that logs every action it receives and embeds ``ScopeChild`` with `Scope`.
struct ScopeParent: Reducer {
  struct State: Equatable {
    var child = ScopeChild.State()
    var received: [Action] = []
  }

  @CasePathable
  enum Action: Equatable {
    case child(ScopeChild.Action)
    case other
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.received.append(action)
      return .none
    }
    Scope(state: \.child, action: \.child) {
      ScopeChild()
    }
  }
}

@MainActor
@Suite struct ScopeTests {
  @Test func childActionReachesTheChild() {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.child(.increment))
    #expect(store.state.child.count == 1)
    #expect(store.state.child.received == [.increment])
  }

  @Test func otherParentActionsSkipTheChild() {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.other)
    #expect(store.state.child.received.isEmpty)
    #expect(store.state.received == [.other])
  }

  @Test func childSendEffectComesBackWrappedInTheParentCase() {
    let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
    store.send(.child(.finishNow))
    #expect(store.state.received == [.child(.finishNow), .child(.delegate(.finished))])
    #expect(store.state.child.received == [.finishNow, .delegate(.finished)])
  }
}

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct ScopeEffects {
    @Test func childRunEffectComesBackWrappedInTheParentCase() async {
      await onMainSerialExecutor {
        let store = Store(initialState: ScopeParent.State()) { ScopeParent() }
        await store.send(.child(.finishLater)).finish()
        #expect(store.state.received == [.child(.finishLater), .child(.delegate(.finished))])
        #expect(store.state.child.received == [.finishLater, .delegate(.finished)])
      }
    }
  }
}

/// The parent with TCA's current spelling, `Scope(_:action:_:)`.
struct CurrentSpellingScopeParent: Reducer {
  typealias State = ScopeParent.State
  typealias Action = ScopeParent.Action

  var body: some Reducer<State, Action> {
    Scope(\.child, action: \.child) {
      ScopeChild()
    }
  }
}

@MainActor
@Suite struct ScopeSpellingTests {
  @Test func unlabelledStateKeyPathScopesAsTheLabelledOneDoes() {
    let current = Store(initialState: ScopeParent.State()) { CurrentSpellingScopeParent() }
    current.send(.child(.increment))
    current.send(.child(.finishNow))
    #expect(current.state.child.count == 1)
    #expect(current.state.child.received == [.increment, .finishNow, .delegate(.finished)])
  }
}
