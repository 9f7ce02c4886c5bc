import ComposableArchitecture
import PlaygroundTestSupport
import Testing

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct ForEachReducer {
    @Test func elementActionsRunTheElementBeforeTheParent() {
      let store = navigationStore(StackParent.State(path: [.ticker(Ticker.State())])) { StackParent() }
      store.send(.path(.element(id: 0, action: .ticker(.tick))))
      #expect(store.state.path[id: 0, case: \.ticker]?.ticks == 1)
      #expect(store.state.log == ["parent saw tick 1 of #0"], "the parent sees the element already changed")
    }

    @Test func pushAddsTheElementBeforeTheParentRuns() {
      let store = navigationStore(StackParent.State()) { StackParent() }
      store.send(.path(.push(id: 0, state: .note(Note.State(text: "a")))))
      #expect(store.state.path.ids.elements == [0])
      #expect(store.state.log == ["parent saw push of #0, there: true"])

      store.send(.pushTickerButtonTapped)
      #expect(store.state.path.ids.elements == [0, 1], "a pushed id is not made again")
    }

    @Test func popFromRunsTheParentBeforePopping() {
      let store = navigationStore(StackParent.State(path: [.note(Note.State()), .note(Note.State()), .note(Note.State())])) {
        StackParent()
      }
      store.send(.path(.popFrom(id: 1)))
      #expect(store.state.path.ids.elements == [0], "popping #1 pops everything above it too")
      #expect(store.state.log == ["parent saw pop of #1, still there: true"])
    }

    @Test func poppingAnElementCancelsItsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(StackParent.State(), clock: clock) { StackParent() }
        let events = EventLog(store)
        store.send(.pushTickerButtonTapped)
        store.send(.pushTickerButtonTapped)
        store.send(.path(.element(id: 0, action: .ticker(.start))))
        store.send(.path(.element(id: 1, action: .ticker(.start))))
        await clock.advance(by: .seconds(1))
        #expect(store.state.path.map { $0.ticker?.ticks } == [1, 1])

        store.send(.path(.popFrom(id: 1)))
        #expect(
          events.events == [
            .effectCancelled(effectID: 2, action: .path(.element(id: 1, action: .ticker(.start))), reason: .ownerWentAway)
          ]
        )
        await clock.advance(by: .seconds(2))
        #expect(store.state.path.map { $0.ticker?.ticks } == [3], "#0 keeps ticking")
        store.cancelAllEffects()
      }
    }

    @Test func removingAnElementInTheParentCancelsItsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(StackParent.State(), clock: clock) { StackParent() }
        store.send(.pushTickerButtonTapped)
        store.send(.path(.element(id: 0, action: .ticker(.start))))
        store.send(.popLastButtonTapped)
        #expect(store.runningEffects.isEmpty)
        await clock.advance(by: .seconds(2))
        #expect(store.state.path.isEmpty)
        #expect(store.state.log.isEmpty, "no tick reached the parent")
      }
    }

    /// Each element's cancel ids are its own: two tickers' `CancelID.timer` never cancel each
    /// other.
    @Test func siblingsCannotCancelEachOthersEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = navigationStore(StackParent.State(), clock: clock) { StackParent() }
        store.send(.pushTickerButtonTapped)
        store.send(.pushTickerButtonTapped)
        store.send(.path(.element(id: 0, action: .ticker(.start))))
        store.send(.path(.element(id: 1, action: .ticker(.start))))
        store.send(.path(.element(id: 0, action: .ticker(.stop))))
        await clock.advance(by: .seconds(2))
        #expect(store.state.path.map { $0.ticker?.ticks } == [0, 2])
        #expect(store.runningEffects.map(\.action) == [.path(.element(id: 1, action: .ticker(.start)))])
        #expect(store.runningEffects.first?.cancelIDs.map { $0.base as? Ticker.CancelID } == [.timer])
        store.cancelAllEffects()
      }
    }

    @Test func dismissInAnElementPopsIt() async {
      await onMainSerialExecutor {
        let store = navigationStore(StackParent.State(path: [.note(Note.State()), .ticker(Ticker.State())])) {
          StackParent()
        }
        store.send(.path(.element(id: 1, action: .ticker(.closeButtonTapped))))
        await Task.megaYield()
        #expect(store.state.path.ids.elements == [0])
        #expect(store.state.log == ["parent saw pop of #1, still there: true"])
      }
    }

    @Test func actionForAMissingElementIsReportedAndChangesNoElement() {
      let issues = IssueMessages()
      let store = navigationStore(StackParent.State(path: [.ticker(Ticker.State())])) { StackParent() }
      withIssueReporters([issues]) {
        store.send(.path(.element(id: 5, action: .ticker(.tick))))
      }
      #expect(store.state.path[id: 0, case: \.ticker]?.ticks == 0)
      #expect(
        issues.messages.map(elidingLines) == [
          missingElementWarning(
            file: "NavigationFeatures.swift",
            action: "StackParent.Path.Action.ticker(.tick)",
            element: "screen"
          )
        ]
      )
    }

    @Test func poppingAMissingElementOrPushingAHeldOneIsReported() {
      let issues = IssueMessages()
      let store = navigationStore(StackParent.State(path: [.note(Note.State())])) { StackParent() }
      withIssueReporters([issues]) {
        store.send(.path(.popFrom(id: 3)))
        store.send(.path(.push(id: 0, state: .note(Note.State(text: "again")))))
      }
      #expect(store.state.path.ids.elements == [0])
      #expect(store.state.path[id: 0] == .note(Note.State()))
      #expect(
        issues.messages.map(elidingLines) == [
          """
          A "forEach" at "ComposableArchitectureTests/NavigationFeatures.swift:LINE" received a \
          "popFrom" action for a missing element.

            ID:
              #3
            Path IDs:
              [#0]
          """,
          """
          A "forEach" at "ComposableArchitectureTests/NavigationFeatures.swift:LINE" received a \
          "push" action for an element it already contains.

            ID:
              #0
            Path IDs:
              [#0]
          """,
        ]
      )
    }

    @Test func aStackOfAnEnumReducerRunsEachCasesFeature() {
      let store = navigationStore(StackParent.State(path: [.note(Note.State()), .ticker(Ticker.State())])) {
        StackParent()
      }
      store.send(.path(.element(id: 0, action: .note(.edit("hello")))))
      store.send(.path(.element(id: 1, action: .ticker(.tick))))
      #expect(store.state.path[id: 0] == .note(Note.State(text: "hello")))
      #expect(store.state.path[id: 1] == .ticker(Ticker.State(ticks: 1)))
    }
  }
}
