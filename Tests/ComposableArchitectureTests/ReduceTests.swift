import ComposableArchitecture
import Testing

enum CounterAction { case increment, decrement }

/// A counter written the older way TCA deprecates: it implements `reduce(into:action:)` and
/// so has no body.
struct DirectCounter: Reducer {
  func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
    switch action {
    case .increment: state += 1
    case .decrement: state -= 1
    }
    return .none
  }
}

/// The same counter, written as a `body`.
struct BodyCounter: Reducer {
  var body: some Reducer<Int, CounterAction> {
    Reduce { state, action in
      switch action {
      case .increment: state += 1
      case .decrement: state -= 1
      }
      return .none
    }
  }
}

/// Applies `actions` to `state` with `reducer`, ignoring effects, as the store does: through
/// `_reduce(into:action:)`.
func applying<R: Reducer>(_ reducer: R, _ actions: [R.Action], from state: R.State) -> R.State {
  var state = state
  for action in actions { _ = reducer._reduce(into: &state, action: action) }
  return state
}

@Suite struct ReduceTests {
  @Test func reduceRunsItsClosure() {
    let reducer = Reduce<Int, CounterAction> { state, action in
      state += action == .increment ? 10 : -10
      return .none
    }
    #expect(applying(reducer, [.increment, .increment, .decrement], from: 0) == 10)
  }

  @Test func reduceErasesAnotherReducer() {
    let erased = Reduce(DirectCounter())
    #expect(applying(erased, [.increment, .increment, .decrement], from: 5) == 6)
  }

  @Test func emptyReducerLeavesStateAlone() {
    #expect(applying(EmptyReducer<Int, CounterAction>(), [.increment, .decrement], from: 3) == 3)
  }

  @Test func emptyBuilderBlockIsAnEmptyReducer() {
    let reducer = CombineReducers<Int, CounterAction, _> {}
    #expect((reducer as Any) is CombineReducers<Int, CounterAction, EmptyReducer<Int, CounterAction>>)
    #expect(applying(reducer, [.increment], from: 3) == 3)
  }

  @Test func bodyAndReduceIntoAgree() {
    let actions: [CounterAction] = [.increment, .increment, .decrement, .increment]
    #expect(applying(BodyCounter(), actions, from: 0) == 2)
    #expect(applying(DirectCounter(), actions, from: 0) == 2)
  }

  @MainActor
  @Test func storeRunsAReducerWithABody() {
    let store = Store(initialState: 0) { BodyCounter() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.state == 2)
  }

  @MainActor
  @Test func storeRunsAReducerWithoutABody() {
    let store = Store(initialState: 0) { DirectCounter() }
    store.send(.decrement)
    #expect(store.state == -1)
  }

  /// A reducer without a body traps if its `body` is read, as in TCA.
  @Test func readingTheBodyOfABodilessReducerTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = DirectCounter().body
    }
  }
}
