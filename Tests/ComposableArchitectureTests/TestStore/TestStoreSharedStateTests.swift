import ComposableArchitecture
import Testing

/// `@Shared` state in a `TestStore`, asserted as in TCA with swift-sharing: `withLock` inside
/// the trailing closure states how the shared value changed.
@MainActor
@Suite(.serialized)
struct TestStoreSharedStateTests {
  func makeStore() -> TestStoreOf<SharedTabs> {
    let count = Shared(value: SharedCount())
    return TestStore(initialState: SharedTabs.State(first: count, second: count)) {
      SharedTabs()
    }
  }

  @Test func withLockInTheClosureAssertsASharedChange() async {
    let store = makeStore()
    await store.send(.incrementFirst) {
      $0.$first.withLock { $0.count = 1 }
    }
    #expect(store.state.first.count == 1)
  }

  @Test func aChangeThroughAnotherReferenceToTheSameValueCounts() async {
    let store = makeStore()
    // The reducer changes `first`; `second` shares its reference, so asserting either holds.
    await store.send(.incrementFirst) {
      $0.$second.withLock { $0.count = 1 }
    }
  }

  @Test func aChangeAnEffectMakesIsAssertedWithAssert() async {
    let store = makeStore()
    await store.send(.incrementInEffect)
    store.assert {
      $0.$second.withLock { $0.count = 1 }
    }
  }

  @Test func anUnassertedSharedChangeFails() async {
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.send(.incrementFirst)
    }
    #expect(
      messages == [
        """
        State was not expected to change, but a change occurred.

            \u{2007} SharedTabs.State(
            −   _first: SharedCount(count: 0)
            +   _first: SharedCount(count: 1)
            \u{2007}   _second: SharedCount(↩︎),
            \u{2007}   note: ""
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func aWrongSharedAssertionFails() async {
    let store = makeStore()
    let messages = await knownIssueMessages {
      await store.send(.incrementFirst) {
        $0.$first.withLock { $0.count = 2 }
      }
    }
    #expect(messages.first?.hasPrefix("A state change does not match expectation.") == true)
  }

  @Test func aSharedChangeNotAssertedByTheEndFails() async {
    let messages = await knownIssueMessages {
      let store = makeStore()
      await store.send(.incrementInEffect)
    }
    #expect(
      messages.first?.hasPrefix(
        "Test store finished before asserting against changes to shared state."
      ) == true
    )
    #expect(
      messages.first?.hasSuffix(
        #"A "@Shared" value changed after the last step that asserted it. Describe the change in "store.assert { … }" before the test ends."#
      ) == true
    )
  }
}
