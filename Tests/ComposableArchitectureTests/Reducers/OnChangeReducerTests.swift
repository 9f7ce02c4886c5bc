import ComposableArchitecture
import Testing

/// TCA's `OnChangeReducerTests` feature: `description` follows `count`, and a count above one
/// sends a decrement.
@Reducer
struct Exclaimer {
  struct State: Equatable {
    var count = 0
    var description = ""
    var changes: [String] = []
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case decrementButtonTapped
    case noop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .noop:
        return .none
      }
    }
    .onChange(of: \.count) { oldValue, newValue in
      Reduce { state, action in
        state.description = String(repeating: "!", count: newValue)
        state.changes.append("\(oldValue) → \(newValue) on \(action)")
        return newValue > 1 ? .send(.decrementButtonTapped) : .none
      }
    }
  }
}

/// The newer spelling, whose closure gets the old value and the state.
@Reducer
struct InoutExclaimer {
  struct State: Equatable {
    var count = 0
    var description = ""
  }

  enum Action: Equatable {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
    .onChange(of: \.count) { oldValue, state in
      state.description = "\(oldValue) → \(state.count)"
      return .none
    }
  }
}

@MainActor
@Suite struct OnChangeReducerTests {
  @Test func onChange() {
    let store = Store(initialState: Exclaimer.State()) { Exclaimer() }
    store.send(.incrementButtonTapped)
    #expect(store.state.count == 1)
    #expect(store.state.description == "!")

    store.send(.incrementButtonTapped)
    #expect(store.state.count == 1, "the effect's decrement is reduced before send returns")
    #expect(store.state.description == "!")
    #expect(
      store.state.changes == [
        "0 → 1 on incrementButtonTapped",
        "1 → 2 on incrementButtonTapped",
        "2 → 1 on decrementButtonTapped",
      ]
    )
  }

  @Test func anUnchangedValueRunsNothing() {
    let store = Store(initialState: Exclaimer.State(count: 1)) { Exclaimer() }
    store.send(.noop)
    #expect(store.state.changes.isEmpty)
    #expect(store.state.description == "")
  }

  @Test func inoutSpellingSeesTheOldValueAndTheNewState() {
    let store = Store(initialState: InoutExclaimer.State()) { InoutExclaimer() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    #expect(store.state.description == "1 → 2")
  }
}

/// Follows only the ids of its items, by `removeDuplicates`: renaming an item is no change.
@Reducer
struct ItemWatcher {
  struct Item {
    var id: Int
    var name: String
  }

  struct State {
    var items: [Item] = []
    var changes = 0
  }

  enum Action {
    case add(Item)
    case rename(Int, String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(item):
        state.items.append(item)
      case let .rename(index, name):
        state.items[index].name = name
      }
      return .none
    }
    .onChange(of: \.items, removeDuplicates: { $0.map(\.id) == $1.map(\.id) }) { _, _ in
      Reduce { state, _ in
        state.changes += 1
        return .none
      }
    }
  }
}

extension OnChangeReducerTests {
  @Test func removeDuplicatesDecidesWhatCountsAsAChange() {
    let store = Store(initialState: ItemWatcher.State()) { ItemWatcher() }
    store.send(.add(ItemWatcher.Item(id: 1, name: "a")))
    #expect(store.state.changes == 1)
    store.send(.rename(0, "b"))
    #expect(store.state.changes == 1, "the ids did not change")
    store.send(.add(ItemWatcher.Item(id: 2, name: "c")))
    #expect(store.state.changes == 2)
  }
}
