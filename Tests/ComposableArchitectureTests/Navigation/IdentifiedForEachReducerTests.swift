import ComposableArchitecture
import PlaygroundTestSupport
import Testing

/// A row of a list: a ``Ticker`` with an id.
@Reducer
struct TickingRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var ticker = Ticker.State()
  }

  enum Action: Equatable {
    case ticker(Ticker.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.ticker, action: \.ticker) {
      Ticker()
    }
  }
}

/// A list of rows in an `IdentifiedArray`, which logs what it sees of its rows' actions.
@Reducer
struct TickingRows {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TickingRow.State> = []
    var log: [String] = []
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<TickingRow>)
    case removeButtonTapped(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id, .ticker(.tick))):
        state.log.append("parent saw tick \(state.rows[id: id]?.ticker.ticks ?? -1) of \(id)")
        return .none
      case .rows:
        return .none
      case let .removeButtonTapped(id):
        state.rows.remove(id: id)
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      TickingRow()
    }
  }
}

extension EffectTests {
  @MainActor
  @Suite(.serialized) struct IdentifiedForEachReducer {
    private func store(
      _ ids: [Int], clock: TestClock<Duration> = TestClock()
    ) -> StoreOf<TickingRows> {
      let rows = IdentifiedArray(uniqueElements: ids.map { TickingRow.State(id: $0) })
      return navigationStore(TickingRows.State(rows: rows), clock: clock) { TickingRows() }
    }

    @Test func elementActionsRunTheElementBeforeTheParent() {
      let store = store([1, 2])
      store.send(.rows(.element(id: 2, action: .ticker(.tick))))
      #expect(store.state.rows.map(\.ticker.ticks) == [0, 1])
      #expect(store.state.log == ["parent saw tick 1 of 2"], "the parent sees the element already changed")
    }

    @Test func testStyleKeyPathsReachOneElement() {
      let path: CaseKeyPath<TickingRows.Action, Ticker.Action> = \.rows[id: 1].ticker
      #expect(path(.tick) == .rows(.element(id: 1, action: .ticker(.tick))))
      #expect(TickingRows.Action.rows(.element(id: 1, action: .ticker(.stop)))[case: path] == .stop)
      #expect(TickingRows.Action.rows(.element(id: 2, action: .ticker(.stop)))[case: path] == nil)
    }

    @Test func removingAnElementCancelsItsEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = store([1, 2], clock: clock)
        let events = EventLog(store)
        store.send(.rows(.element(id: 1, action: .ticker(.start))))
        store.send(.rows(.element(id: 2, action: .ticker(.start))))
        await clock.advance(by: .seconds(1))
        #expect(store.state.rows.map(\.ticker.ticks) == [1, 1])

        store.send(.removeButtonTapped(id: 2))
        #expect(
          events.events == [
            .effectCancelled(effectID: 2, action: .rows(.element(id: 2, action: .ticker(.start))), reason: .ownerWentAway)
          ]
        )
        await clock.advance(by: .seconds(2))
        #expect(store.state.rows.map(\.ticker.ticks) == [3], "row 1 keeps ticking")
        store.cancelAllEffects()
      }
    }

    @Test func siblingsCannotCancelEachOthersEffects() async {
      await onMainSerialExecutor {
        let clock = TestClock()
        let store = store([1, 2], clock: clock)
        store.send(.rows(.element(id: 1, action: .ticker(.start))))
        store.send(.rows(.element(id: 2, action: .ticker(.start))))
        store.send(.rows(.element(id: 1, action: .ticker(.stop))))
        await clock.advance(by: .seconds(2))
        #expect(store.state.rows.map(\.ticker.ticks) == [0, 2])
        #expect(store.runningEffects.map(\.action) == [.rows(.element(id: 2, action: .ticker(.start)))])
        #expect(store.runningEffects.first?.cancelIDs.map { $0.base as? Ticker.CancelID } == [.timer])
        store.cancelAllEffects()
      }
    }

    @Test func actionForAMissingElementIsReportedAndChangesNoElement() {
      let issues = IssueMessages()
      let store = store([1])
      withIssueReporters([issues]) {
        _ = store.send(.rows(.element(id: 5, action: .ticker(.tick))))
      }
      #expect(store.state.rows.map(\.ticker.ticks) == [0])
      #expect(
        issues.messages.map(elidingLines) == [
          missingElementWarning(
            file: "IdentifiedForEachReducerTests.swift",
            action: "TickingRows.Action.rows(.element(id:, action: .ticker(.tick)))",
            element: "row"
          )
        ]
      )
    }
  }
}
