import ComposableArchitecture
import Testing

/// The classic mistake: a parent answers a child's delegate action by sending the same delegate
/// action again, which sends itself for ever.
struct SelfForwarding: Reducer {
  struct State: Equatable {
    var forwarded = 0
    var increments = 0
    var countdowns = 0
  }

  enum Action: Equatable {
    case delegate(Delegate)
    case increment
    /// Sends itself with `n - 1` until `n` is 0: `n + 1` actions in all.
    case countdown(Int)

    enum Delegate: Equatable { case finished }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate(.finished):
        state.forwarded += 1
        return .send(.delegate(.finished))
      case .increment:
        state.increments += 1
        return .none
      case let .countdown(n):
        state.countdowns += 1
        return n > 0 ? .send(.countdown(n - 1)) : .none
      }
    }
  }
}

@MainActor
@Suite struct RunawayLoopTests {
  @Test func defaultLimitIsOneThousand() {
    let store = Store(initialState: SelfForwarding.State()) { SelfForwarding() }
    #expect(store.synchronousActionLimit == 1_000)
  }

  @Test func selfSendingActionStopsAtTheLimit() {
    let store = Store(initialState: SelfForwarding.State()) { SelfForwarding() }
    let events = EventLog(store)
    store.send(.delegate(.finished))
    #expect(store.state.forwarded == 1_000)
    #expect(events.events == [.runawayLoop(.delegate(.finished), count: 1_000)])
  }

  @Test func storeKeepsWorkingAfterARunawayLoop() {
    let store = Store(initialState: SelfForwarding.State()) { SelfForwarding() }
    let events = EventLog(store)
    store.send(.delegate(.finished))
    store.send(.increment)
    #expect(store.state.increments == 1)
    #expect(store.state.forwarded == 1_000, "no queued action leaks into the next send")
    #expect(events.events.count == 1)

    store.send(.delegate(.finished))
    #expect(store.state.forwarded == 2_000)
    #expect(events.events.count == 2)
  }

  @Test func limitCanBeChanged() {
    let store = Store(initialState: SelfForwarding.State()) { SelfForwarding() }
    let events = EventLog(store)
    store.synchronousActionLimit = 10
    store.send(.delegate(.finished))
    #expect(store.state.forwarded == 10)
    #expect(events.events == [.runawayLoop(.delegate(.finished), count: 10)])
  }

  /// A chain that ends on its own after exactly `limit` actions is not a loop.
  @Test func chainOfExactlyTheLimitIsNotReported() {
    let store = Store(initialState: SelfForwarding.State()) { SelfForwarding() }
    let events = EventLog(store)
    store.send(.countdown(999))
    #expect(store.state.countdowns == 1_000)
    #expect(events.events.isEmpty)
  }

  @Test func chainOneOverTheLimitIsReported() {
    let store = Store(initialState: SelfForwarding.State()) { SelfForwarding() }
    let events = EventLog(store)
    store.send(.countdown(1_000))
    #expect(store.state.countdowns == 1_000)
    #expect(events.events == [.runawayLoop(.countdown(1), count: 1_000)])
  }
}
