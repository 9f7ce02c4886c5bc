import ComposableArchitecture
import Testing

/// Records which of its two methods ran: TCA 1.25's runtime calls `_reduce(into:action:)`, and
/// `reduce(into:action:)` is deprecated, so nothing in the runtime may call the latter.
struct ReduceProbe: Reducer {
  struct State: Equatable {
    var calls: [String] = []
  }

  enum Action: Equatable { case tap }

  func _reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.calls.append("_reduce")
    return .none
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.calls.append("reduce")
    return .none
  }
}

/// A reducer whose `body` is the probe itself: it must reduce through the body's `_reduce`.
struct ProbeWrapper: Reducer {
  var body: some Reducer<ReduceProbe.State, ReduceProbe.Action> {
    ReduceProbe()
  }
}

/// A feature that runs ``ReduceProbe`` through its `body`, in each way the runtime composes a
/// reducer: directly, scoped, with `ifLet`, with `ifCaseLet` and with `forEach`.
@Reducer
struct ProbeHost {
  @ObservableState
  struct State: Equatable {
    var probe = ReduceProbe.State()
    var optional: ReduceProbe.State? = ReduceProbe.State()
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1)]
    var either = Either.probe(ReduceProbe.State())
  }

  struct Row: Equatable, Identifiable {
    let id: Int
    var probe = ReduceProbe.State()
  }

  @CasePathable
  enum Either: Equatable {
    case probe(ReduceProbe.State)
  }

  @CasePathable
  enum Action: Equatable {
    case direct(ReduceProbe.Action)
    case scoped(ReduceProbe.Action)
    case optional(ReduceProbe.Action)
    case either(ReduceProbe.Action)
    case rows(IdentifiedAction<Int, ReduceProbe.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(\.probe, action: \.scoped) { ReduceProbe() }
    Scope(\.probe, action: \.direct) {
      CombineReducers { ReduceProbe() }
    }
    Scope(\.either, action: \.either) {
      EmptyReducer().ifCaseLet(\.probe, action: \.self) { ReduceProbe() }
    }
    EmptyReducer()
      .ifLet(\.optional, action: \.optional) { ReduceProbe() }
      .forEach(\.rows, action: \.rows) { Scope(\.probe, action: \.self) { ReduceProbe() } }
  }
}

@MainActor
@Suite struct UnderscoreReduceTests {
  @Test func storeRunsTheRootsUnderscoreReduce() {
    let store = Store(initialState: ReduceProbe.State()) { ReduceProbe() }
    store.send(.tap)
    #expect(store.state.calls == ["_reduce"])
  }

  @Test func aReducerWithABodyRunsItsBodysUnderscoreReduce() {
    let store = Store(initialState: ReduceProbe.State()) { ProbeWrapper() }
    store.send(.tap)
    #expect(store.state.calls == ["_reduce"])
  }

  @Test func aBodyRunsItsReducersUnderscoreReduce() {
    let store = Store(initialState: ProbeHost.State()) { ProbeHost() }
    store.send(.scoped(.tap))
    store.send(.direct(.tap))
    store.send(.optional(.tap))
    store.send(.either(.tap))
    store.send(.rows(.element(id: 1, action: .tap)))
    #expect(store.state.probe.calls == ["_reduce", "_reduce"])
    #expect(store.state.optional?.calls == ["_reduce"])
    #expect(store.state.either == .probe(ReduceProbe.State(calls: ["_reduce"])))
    #expect(store.state.rows[id: 1]?.probe.calls == ["_reduce"])
  }

  @Test func testStoreRunsTheRootsUnderscoreReduce() async {
    let store = TestStore(initialState: ReduceProbe.State()) { ReduceProbe() }
    await store.send(.tap) { $0.calls = ["_reduce"] }
  }

  /// A reducer written the older way, implementing only `reduce(into:action:)`, still runs:
  /// `_reduce` defaults to it.
  @Test func underscoreReduceDefaultsToReduce() {
    let store = Store(initialState: 0) { DirectCounter() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state == 2)
  }

  /// Calling `reduce(into:action:)` directly is deprecated, with TCA's message ("Don't invoke a
  /// reducer directly. …"), and still runs the reducer's `_reduce`. This call is written to
  /// show the deprecation, and is the one place the tests call the deprecated method.
  @Test func directCallIsDeprecatedAndStillReduces() {
    var count = 0
    _ = BodyCounter().reduce(into: &count, action: .increment)
    #expect(count == 1)
  }
}
