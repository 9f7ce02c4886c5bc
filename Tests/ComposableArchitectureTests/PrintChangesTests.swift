import ComposableArchitecture
import Testing

struct PrintCounter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case incrementTwiceButtonTapped
    case noop
    case set(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .incrementTwiceButtonTapped:
        return .merge(.send(.incrementButtonTapped), .send(.incrementButtonTapped))
      case .noop:
        return .none
      case let .set(count):
        state.count = count
        return .none
      }
    }
  }
}

/// One call to a ``_ReducerPrinter``.
struct PrintedChange: Equatable {
  let action: PrintCounter.Action
  let old: Int
  let new: Int
}

/// Keeps what a ``_ReducerPrinter`` receives.
@MainActor
final class ChangeLog {
  var changes: [PrintedChange] = []

  var printer: _ReducerPrinter<PrintCounter.State, PrintCounter.Action> {
    _ReducerPrinter { action, old, new in
      MainActor.assumeIsolated {
        self.changes.append(PrintedChange(action: action, old: old.count, new: new.count))
      }
    }
  }
}

@MainActor
@Suite struct PrintChangesTests {
  @Test func printerReceivesActionAndOldAndNewState() {
    let log = ChangeLog()
    let store = Store(initialState: PrintCounter.State()) {
      PrintCounter()._printChanges(log.printer)
    }
    store.send(.incrementButtonTapped)
    store.send(.set(10))
    store.send(.noop)
    #expect(
      log.changes == [
        PrintedChange(action: .incrementButtonTapped, old: 0, new: 1),
        PrintedChange(action: .set(10), old: 1, new: 10),
        PrintedChange(action: .noop, old: 10, new: 10),
      ]
    )
  }

  @Test func printerReceivesActionsSentByEffects() {
    let log = ChangeLog()
    let store = Store(initialState: PrintCounter.State()) {
      PrintCounter()._printChanges(log.printer)
    }
    store.send(.incrementTwiceButtonTapped)
    #expect(
      log.changes == [
        PrintedChange(action: .incrementTwiceButtonTapped, old: 0, new: 0),
        PrintedChange(action: .incrementButtonTapped, old: 0, new: 1),
        PrintedChange(action: .incrementButtonTapped, old: 1, new: 2),
      ]
    )
  }

  @Test func nilPrinterStillRunsTheReducer() {
    let store = Store(initialState: PrintCounter.State()) {
      PrintCounter()._printChanges(nil)
    }
    store.send(.incrementTwiceButtonTapped)
    #expect(store.state.count == 2)
  }

  @Test func renderShowsTheActionAndTheStateDiff() {
    let text = _ReducerPrinter<PrintCounter.State, PrintCounter.Action>.render(
      receivedAction: .incrementButtonTapped,
      oldState: PrintCounter.State(count: 0),
      newState: PrintCounter.State(count: 1)
    )
    #expect(
      text == """
        received action:
          PrintCounter.Action.incrementButtonTapped
        - PrintCounter.State(count: 0)
        + PrintCounter.State(count: 1)

        """
    )
  }

  @Test func renderSaysWhenStateDidNotChange() {
    let text = _ReducerPrinter<PrintCounter.State, PrintCounter.Action>.render(
      receivedAction: .noop,
      oldState: PrintCounter.State(count: 3),
      newState: PrintCounter.State(count: 3)
    )
    #expect(text == "received action:\n  PrintCounter.Action.noop\n  (No state changes)\n")
  }

  @Test func renderDumpsActionPayloads() {
    let text = _ReducerPrinter<PrintCounter.State, PrintCounter.Action>.render(
      receivedAction: .set(42),
      oldState: PrintCounter.State(count: 3),
      newState: PrintCounter.State(count: 42)
    )
    #expect(text.hasPrefix("received action:\n  PrintCounter.Action.set(42)\n"))
    #expect(text.hasSuffix("- PrintCounter.State(count: 3)\n+ PrintCounter.State(count: 42)\n"))
  }

  /// custom-dump's diff marks the changed lines and collapses unchanged dictionary entries.
  @Test func renderMarksOnlyTheChangedLines() {
    let text = _ReducerPrinter<[String: Int], String>.render(
      receivedAction: "bump",
      oldState: ["a": 1, "b": 2],
      newState: ["a": 1, "b": 3]
    )
    #expect(
      text == """
        received action:
          "bump"
          [
        -   "b": 2
        +   "b": 3
            … (1 unchanged)
          ]

        """
    )
  }
}
