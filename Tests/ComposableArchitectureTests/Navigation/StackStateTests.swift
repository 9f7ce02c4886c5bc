import ComposableArchitecture
import Testing

@MainActor
@Suite struct StackStateTests {
  /// A store whose state is a stack of strings, changed by a closure sent as the action.
  private func stackStore(_ initial: @autoclosure () -> StackState<String> = []) -> Store<StackState<String>, Change> {
    Store(initialState: initial()) {
      Reduce<StackState<String>, Change> { stack, change in
        change.apply(&stack)
        return .none
      }
    }
  }

  private struct Change {
    let apply: (inout StackState<String>) -> Void
  }

  @Test func idsCountUpFromZeroInEachStore() {
    let first = stackStore(["a", "b"])
    #expect(first.state.ids.elements == [0, 1])
    first.send(Change { $0.append("c") })
    #expect(first.state.ids.elements == [0, 1, 2])

    let second = stackStore()
    second.send(Change { $0.append("x") })
    #expect(second.state.ids.elements == [0], "a new store starts again at #0")
  }

  @Test func idsAreNeverReused() {
    let store = stackStore(["a", "b"])
    store.send(Change { _ = $0.popLast() })
    store.send(Change { $0.append("c") })
    #expect(store.state.ids.elements == [0, 2])
    #expect(store.state[id: 2] == "c")
    #expect(store.state[id: 1] == nil)
  }

  @Test func dumpsLikeADictionaryFromIDToElement() {
    let store = stackStore(["a", "b"])
    #expect(
      String(customDumping: store.state) == """
        [
          #0: "a",
          #1: "b"
        ]
        """
    )
    #expect(String(customDumping: StackState<String>()) == "[:]")
    #expect(String(customDumping: StackElementID(generation: 7)) == "#7")
  }

  @Test func diffShowsThePushedElement() {
    let store = stackStore(["a"])
    let before = store.state
    store.send(Change { $0.append("b") })
    #expect(
      diff(before, store.state) == """
          [
            #0: "a",
        +   #1: "b"
          ]
        """
    )
  }

  @Test func collectionOperationsAsInTCA() {
    let store = stackStore(["a", "b", "c", "d"])
    #expect(store.state.last == "d")
    #expect(store.state.count == 4)
    #expect(Array(store.state) == ["a", "b", "c", "d"])

    store.send(Change { $0.removeLast() })
    #expect(Array(store.state) == ["a", "b", "c"])
    store.send(Change { $0.pop(to: 0) })
    #expect(Array(store.state) == ["a"])
    store.send(Change { $0.append(contentsOf: ["e", "f"]) })
    #expect(store.state.ids.elements == [0, 4, 5])
    store.send(Change { $0.pop(from: 4) })
    #expect(Array(store.state) == ["a"])
    store.send(Change { $0[id: 0] = "A" })
    #expect(store.state[id: 0] == "A")
    store.send(Change { $0[id: 0] = nil })
    #expect(store.state.isEmpty)
  }

  @Test func assigningAtAMissingIDReportsAnIssueAndAddsNothing() {
    let issues = IssueMessages()
    let store = stackStore(["a"])
    withIssueReporters([issues]) {
      store.send(Change { $0[id: 5] = "x" })
    }
    #expect(Array(store.state) == ["a"])
    #expect(issues.messages == ["Can't assign element at missing ID."])
  }

  @Test func equalityComparesIDsAndElements() {
    let store = stackStore(["a"])
    var other = store.state
    #expect(other == store.state)
    other[id: 0] = "b"
    #expect(other != store.state)
  }

  @Test func caseSubscriptReadsAndWritesOneCase() {
    let store = Store(initialState: StackParent.State(path: [.note(Note.State(text: "hi")), .ticker(Ticker.State())])) {
      EmptyReducer<StackParent.State, StackParent.Action>()
    }
    var path = store.state.path
    #expect(path[id: 0, case: \.note]?.text == "hi")
    #expect(path[id: 0, case: \.ticker] == nil)
    path[id: 0, case: \.note]?.text = "bye"
    #expect(path[id: 0] == .note(Note.State(text: "bye")))
  }
}
