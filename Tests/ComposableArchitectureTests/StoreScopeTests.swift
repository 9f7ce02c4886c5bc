import ComposableArchitecture
import PlaygroundTestSupport
import Testing

extension EffectTests {
  /// `Store.scope`: a child store reads its parent's state and sends through its parent.
  @MainActor
  @Suite(.serialized) struct StoreScope {
    @Test func scopedStateReadsTheParentsState() {
      let parent = Store(initialState: ScopeParent.State()) { ScopeParent() }
      let child = parent.scope(\.child, action: \.child)
      #expect(child.state.count == 0)
      parent.send(.child(.increment))
      #expect(child.state.count == 1, "the child store reads the parent's state afresh")
    }

    @Test func sendingToTheChildSendsThroughTheParent() {
      let parent = Store(initialState: ScopeParent.State()) { ScopeParent() }
      let child = parent.scope(state: \.child, action: \.child)
      child.send(.increment)
      child.send(.finishNow)
      #expect(parent.state.child.count == 1)
      #expect(
        parent.state.received == [.child(.increment), .child(.finishNow), .child(.delegate(.finished))],
        "the parent's reducer sees every child action, embedded"
      )
      #expect(child.state == parent.state.child)
    }

    @Test func theParentRunsTheChildsEffects() async {
      await onMainSerialExecutor {
        let parent = Store(initialState: ScopeParent.State()) { ScopeParent() }
        let child = parent.scope(\.child, action: \.child)
        let task = child.send(.finishLater)
        #expect(parent.runningEffects.map(\.action) == [.child(.finishLater)])
        #expect(child.runningEffects.isEmpty)
        await task.finish()
        #expect(parent.state.received.last == .child(.delegate(.finished)))
      }
    }

    @Test func aChildStoreOfAChildStore() {
      let parent = Store(initialState: ScopeParent.State()) { ScopeParent() }
      let count = parent.scope(\.child, action: \.child).scope(\.count, action: \.increment)
      count.send(())
      #expect(count.state == 1)
      #expect(parent.state.child.count == 1)
    }

    @Test func anOptionalChildIsNilWhileItsStateIsNil() {
      let parent = Store(initialState: OptionalScopeParent.State()) { OptionalScopeParent() }
      #expect(parent.scope(state: \.child, action: \.child) == nil)

      parent.send(.show)
      let child = parent.scope(state: \.child, action: \.child)
      child?.send(.increment)
      #expect(child?.state.count == 1)

      parent.send(.hide)
      #expect(child?.state.count == 1, "a child store keeps its last state once the parent's is nil")
    }
  }
}

/// A parent whose child is optional, for `scope` to an optional state.
struct OptionalScopeParent: Reducer {
  struct State: Equatable {
    var child: ScopeChild.State?
  }

  @CasePathable
  enum Action: Equatable {
    case child(ScopeChild.Action)
    case show
    case hide
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .show: state.child = ScopeChild.State()
      case .hide: state.child = nil
      case .child: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) {
      ScopeChild()
    }
  }
}
