import ComposableArchitecture
import Testing

/// Two tabs that share a tally, as TCA's shared-state case studies do.
private struct Tabs: Reducer {
  struct State: Equatable {
    var selected = 0
    var counter = Counter()
    var profile = Profile()
  }

  struct Counter: Equatable {
    @Shared(.inMemory("tabs")) var tally = Tally()
  }

  struct Profile: Equatable {
    @Shared(.inMemory("tabs")) var tally = Tally()
  }

  enum Action {
    case increment
    case select(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.counter.$tally.withLock { $0.count += 1 }
        return .none
      case let .select(tab):
        state.selected = tab
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SharedPrintChangesTests {
  final class Printed {
    var text = ""
  }

  private func makeStore(_ printed: Printed) -> StoreOf<Tabs> {
    Store(initialState: Tabs.State()) {
      Tabs()._printChanges(
        _ReducerPrinter { action, old, new in
          MainActor.assumeIsolated {
            printed.text += _ReducerPrinter.render(receivedAction: action, oldState: old, newState: new)
          }
        }
      )
    }
  }

  @Test func aChangeThroughOneTabShowsInBothTabsOfTheDiff() {
    let printed = Printed()
    let store = makeStore(printed)
    store.send(.increment)
    #expect(printed.text == """
      received action:
        Tabs.Action.increment
        Tabs.State(
          selected: 0,
          counter: Tabs.Counter(
            _tally: Tally(
      -       count: 0,
      +       count: 1,
              labels: Set([])
            )
          ),
          profile: Tabs.Profile(
            _tally: #1 Tally(
      -       count: 0,
      +       count: 1,
              labels: Set([])
            )
          )
        )

      """)
  }

  @Test func theNextActionStartsFromTheNewValue() {
    let printed = Printed()
    let store = makeStore(printed)
    store.send(.increment)
    printed.text = ""
    store.send(.select(1))
    #expect(printed.text.contains("-   selected: 0"))
    #expect(printed.text.contains("counter: Tabs.Counter(…)"), "the tally did not change, so it collapses")
  }

  @Test func anActionThatChangesNothingSaysSo() {
    let printed = Printed()
    let store = makeStore(printed)
    store.send(.select(0))
    #expect(printed.text.hasSuffix("  (No state changes)\n"))
  }

  @Test func equalityOutsideTheDiffSeesTheCurrentValue() {
    let store = Store(initialState: Tabs.State()) { Tabs() }
    let before = store.state
    store.send(.increment)
    #expect(before == store.state, "both copies point at the same reference")
    #expect(before.counter.tally.count == 1)
  }
}

/// A shared collection renders one way, in `state`'s dump and in the diff after an action:
/// custom-dump diffs a shared value in a form of its own (`Type(` and the elements), as TCA
/// prints it, so its dump takes that form too, rather than `[ [0]: … ]` beside it.
@MainActor
@Suite struct SharedCollectionRenderingTests {
  private struct Shelf: Reducer {
    struct State: Equatable {
      @Shared(.inMemory("shelf-books")) var books: [String] = ["Emma", "Kim"]
    }

    enum Action { case shelve(String) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .shelve(title):
          state.$books.withLock { $0.append(title) }
          return .none
        }
      }
    }
  }

  @Test func theDumpOfASharedArrayHasTheFormOfItsDiff() {
    let dumped = String(customDumping: Shelf.State())
    #expect(dumped == """
      SharedCollectionRenderingTests.Shelf.State(
        _books: [String](
          "Emma",
          "Kim"
        )
      )
      """)
    var printed = ""
    let store = Store(initialState: Shelf.State()) {
      Shelf()._printChanges(
        _ReducerPrinter { action, old, new in
          printed += _ReducerPrinter.render(receivedAction: action, oldState: old, newState: new)
        }
      )
    }
    store.send(.shelve("Ulysses"))
    #expect(printed.contains("""
          _books: [String](
            "Emma",
            "Kim",
      +     "Ulysses"
          )
      """), "\(printed)")
  }
}

/// A shared value dumps as the value itself, as swift-sharing's `Shared` does: a plain `Int`
/// is its number, a struct its fields, a set its sorted elements.
@Suite struct SharedValueDumpTests {
  private struct Counts: Equatable {
    @Shared(.inMemory("dump-count")) var count = 2
    @Shared(.inMemory("dump-names")) var names: Set<String> = ["b", "a"]
  }

  @Test func aSharedValueDumpsAsTheValue() {
    var dump = ""
    customDump(Counts(), to: &dump)
    #expect(dump == """
      SharedValueDumpTests.Counts(
        _count: 2,
        _names: Set(
          "a",
          "b"
        )
      )
      """)
  }
}
