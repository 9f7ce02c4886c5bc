import ComposableArchitecture
import Lessons
import PlaygroundText
import Testing

@testable import PlaygroundSession

/// Ticks `count` times, a second apart, then says it finished; each tick also counts in a
/// value shared in memory, so a long run's net diff must show a `@Shared` change.
@Reducer
private struct Burst {
  struct State: Equatable {
    var ticks = 0
    var finished = false
    @Shared(.inMemory("total")) var total = 0
  }

  enum Action {
    case start(count: Int)
    case ticked
    case response(Result<Int, any Error>)
    case finished
    case stop
    /// Sends `.stop` after `seconds`, and `.finished` a second later.
    case watchdog(seconds: Int)
  }

  enum CancelID { case burst }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .start(count):
        return .run { send in
          for tick in 1...count {
            try await clock.sleep(for: .seconds(1))
            await send(tick.isMultiple(of: 11) ? .response(.success(tick)) : .ticked)
          }
          await send(.finished)
        }
        .cancellable(id: CancelID.burst)
      case .ticked, .response:
        state.ticks += 1
        state.$total.withLock { $0 += 1 }
        return .none
      case .finished:
        state.finished = true
        return .none
      case .stop:
        return .cancel(id: CancelID.burst)
      case let .watchdog(seconds):
        return .run { send in
          try await clock.sleep(for: .seconds(seconds))
          await send(.stop)
          try await clock.sleep(for: .seconds(1))
          await send(.finished)
        }
      }
    }
  }
}

/// Ticks every second until it stops itself: a state of plain values, whose changes the
/// session prints in batches (see `ChangePrinter.printChange`).
@Reducer
private struct Stopwatch {
  struct State: Equatable {
    var seconds = 0
    var stopped = false
  }

  enum Action {
    case start(stopAfter: Int)
    case tick
    case stop
  }

  enum CancelID { case ticks }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .start(stopAfter):
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(stopAfter) - .milliseconds(500))
            await send(.stop)
          },
          .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
          .cancellable(id: CancelID.ticks)
        )
      case .tick:
        state.seconds += 1
        return .none
      case .stop:
        state.stopped = true
        return .cancel(id: CancelID.ticks)
      }
    }
  }
}

private let script = """
  # Burst: many actions

  A burst of actions.

  ## Step 1: Finish it

  Let the burst finish.

  - goal: received .finished
  - hint: advance 60s
  - explain: It finished.

  ## Step 2: Two

  Two.

  - goal: command clock
  - hint: clock
  - explain: Two.

  ## Step 3: Three

  Three.

  - goal: command clock
  - hint: clock
  - explain: Three.

  ## Step 4: Four

  Four.

  - goal: command clock
  - hint: clock
  - explain: Four.
  """

/// Long runs: `advance` and `run` print the first ``ReceivedActionBudget/perCommand`` received
/// actions in full, then one summary line and the net diff; `--each` and `set long-runs all`
/// print every one; effects and tutorial goals see every action either way. And `set
/// print-changes tca`, TCA's own layout.
@MainActor
struct LongRunTests {
  let burst = Lesson(
    id: "burst", title: "Burst", summary: "many actions",
    tutorial: TutorialFiles(folder: "Lessons/burst", script: script, sources: [:]),
    initialState: { Burst.State() }, reducer: { Burst() }
  )

  let stopwatch = Lesson(
    id: "stopwatch", title: "Stopwatch", summary: "ticks until it stops",
    initialState: { Stopwatch.State() }, reducer: { Stopwatch() }
  )

  func run(_ commands: [String], lesson: String = "burst") async throws -> [OutputLine] {
    try await Playground.replay(commands, lessons: allLessons + [burst, stopwatch], lessonID: lesson)
  }

  func received(_ lines: [OutputLine]) -> Int {
    lines.filter { $0.text == "received action:" }.count
  }

  @Test func pastTheBudgetOneSummaryLineAndTheNetDiff() async throws {
    let lines = try await run(["send .start(count: 25)", "advance 60s", "state ticks"])
    #expect(received(lines) == ReceivedActionBudget.perCommand)
    let text = lines.text
    #expect(text.contains("""
      burst> advance 60s
      received action:
        Burst.Action.ticked
      """))
    #expect(text.hasSuffix("""
      … 6 more received actions from 21s to 25s of virtual time: .ticked × 4, .response(.success) × 1, .finished × 1
        Burst.State(
      -   ticks: 20,
      +   ticks: 25,
      -   finished: false,
      +   finished: true,
      -   _total: 20
      +   _total: 25
        )
      burst> state ticks
      25

      """))
    let summary = try #require(lines.first { $0.text.hasPrefix("… ") })
    #expect(summary.style == .heading)
    #expect(summary.text == "… 6 more received actions from 21s to 25s of virtual time: .ticked × 4, .response(.success) × 1, .finished × 1")
  }

  @Test func theNetDiffShowsSharedValuesAsTheyWereBeforeTheCollapsedActions() async throws {
    // Both states point at one `@Shared` reference: without the values kept from before the
    // first collapsed action, `_total` would not show as changed.
    let text = try await run(["send .start(count: 25)", "advance 60s"]).text
    let diff = try #require(text.components(separatedBy: ".finished × 1\n").last)
    #expect(diff.contains("-   _total: 20\n+   _total: 25\n"))
  }

  @Test func eachPrintsEveryActionForOneCommandOnly() async throws {
    let lines = try await run(["send .start(count: 30)", "advance --each 25s", "advance 10s"])
    #expect(received(lines) == 25 + 6)
    #expect(!lines.contains { $0.text.hasPrefix("… ") })
    let again = try await run(["send .start(count: 30)", "advance --each 25s", "send .stop", "send .start(count: 30)", "advance 30s"])
    #expect(received(again) == 25 + ReceivedActionBudget.perCommand)
    #expect(again.last?.text.hasPrefix("  ") == true)
  }

  @Test func theSettingPrintsEveryActionForTheRestOfTheSessionAcrossLoads() async throws {
    let lines = try await run([
      "set long-runs all", "send .start(count: 25)", "advance 30s", "load timers", "load burst",
      "send .start(count: 25)", "advance 30s", "set long-runs summary", "reset", "send .start(count: 25)", "advance 30s",
    ])
    #expect(received(lines) == 26 + 26 + ReceivedActionBudget.perCommand)
    #expect(lines.text.contains("long-runs is now all: advance and run print every received action and its diff\n"))
  }

  @Test func aLineBetweenCollapsedActionsComesAfterTheSummaryOfThoseBeforeIt() async throws {
    let text = try await run(["send .start(count: 30)", "send .watchdog(seconds: 23)", "advance 30s"]).text
    let after = try #require(text.components(separatedBy: "burst> advance 30s\n").last)
    let collapsed = after.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("-") && !$0.hasPrefix("+") }
      .filter { $0 != "received action:" }
    #expect(collapsed == [
      // At 23s the watchdog's sleep, begun first, wakes before the burst's 23rd tick.
      "… 3 more received actions from 21s to 23s of virtual time: .ticked × 1, .response(.success) × 1, .stop × 1",
      "effect #1 from Burst.Action.start(count: 30) cancelled by .cancel(id: Burst.CancelID.burst)",
      "… 1 more received action at 24s of virtual time: .finished × 1",
    ])
  }

  /// A state of plain values prints its changes in batches of up to 256, held back until
  /// the batch is full or another line prints: the lines come out the same, in order, across
  /// batches and around a line printed in the middle of one.
  @Test func batchedChangesPrintInOrderAroundOtherLines() async throws {
    #expect(_isPOD(Stopwatch.State.self))
    let lines = try await run(["send .start(stopAfter: 300)", "advance --each 400s", "state"], lesson: "stopwatch")
    let text = lines.text
    let after = try #require(text.components(separatedBy: "stopwatch> advance --each 400s\n").last)
    let seconds = after.split(separator: "\n").compactMap { line in
      line.hasPrefix("+ ") ? Int(line.split(separator: "seconds: ").last?.split(separator: ",").first ?? "") : nil
    }
    #expect(seconds == Array(1...299))
    #expect(after.hasSuffix("""
        +   seconds: 299,
            stopped: false
          )
        received action:
          Stopwatch.Action.stop
          Stopwatch.State(
            seconds: 299,
        -   stopped: false
        +   stopped: true
          )
        effect #2 from Stopwatch.Action.start(stopAfter: 300) cancelled by .cancel(id: Stopwatch.CancelID.ticks)
        stopwatch> state
        Stopwatch.State(
          seconds: 299,
          stopped: true
        )

        """))
  }

  @Test func batchedChangesPrintBeforeTheSummaryOfTheActionsPastTheBudget() async throws {
    let lines = try await run(["send .start(stopAfter: 300)", "advance 400s"], lesson: "stopwatch")
    #expect(received(lines) == ReceivedActionBudget.perCommand)
    let summary = try #require(lines.firstIndex { $0.text.hasPrefix("… ") })
    #expect(lines[summary].text == "… 280 more received actions from 21s to 299.5s of virtual time: .tick × 279, .stop × 1")
    #expect(lines[summary - 3].text == "+   seconds: 20,")
  }

  /// A state with a reference in it prints each change at once: the burst's `@Shared` total,
  /// read later, would show no change.
  @Test func aChangeToASharedValuePrintsAsItHappened() async throws {
    let text = try await run(["send .start(count: 3)", "advance --each 3s"]).text
    #expect(text.contains("-   _total: 0\n+   _total: 1\n"))
    #expect(text.contains("-   _total: 2\n+   _total: 3\n"))
  }

  @Test func tutorialGoalsSeeCollapsedActions() async throws {
    let text = try await run(["learn", "send .start(count: 25)", "advance 60s"]).text
    #expect(text.contains("✓ It finished."))
  }

  @Test func runSummarisesToo() async throws {
    let lines = try await run(["send .start(count: 25)", "run"])
    #expect(received(lines) == ReceivedActionBudget.perCommand)
    #expect(lines.contains { $0.text.hasPrefix("… 6 more received actions from 21s to 25s") })
    #expect(lines.last?.text == "all effects finished; the clock is at 25s")
  }

  // MARK: print-changes

  @Test func tcaLayoutIsExactlyPrintChanges() async throws {
    let lines = try await run(["set print-changes tca", "send .incrementButtonTapped"], lesson: "counter")
    let expected = _ReducerPrinter<Int, Int>.render(receivedAction: 0, oldState: 0, newState: 0)
    #expect(expected == "received action:\n  0\n  (No state changes)\n")
    let text = lines.text
    #expect(text.hasSuffix("""
      counter> send .incrementButtonTapped
      received action:
        Counter.Action.incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)


      """))
  }

  @Test func tcaLayoutMatchesTheRuntimesPrinterForEveryAction() async throws {
    var printed = ""
    let store = Store(initialState: Burst.State()) {
      Burst()._printChanges(_ReducerPrinter { action, old, new in
        printed += _ReducerPrinter<Burst.State, Burst.Action>.render(receivedAction: action, oldState: old, newState: new) + "\n"
      })
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.send(.stop)
    let lines = try await run(["set print-changes tca", "send .stop"])
    #expect(lines.text.hasSuffix("burst> send .stop\n" + printed))
  }

  @Test func shellLayoutLeavesTheHeadingOffSentActions() async throws {
    let text = try await run(["send .incrementButtonTapped"], lesson: "counter").text
    #expect(text == "counter> send .incrementButtonTapped\n- Counter.State(count: 0)\n+ Counter.State(count: 1)\n")
  }

  // MARK: set

  @Test func setListsTheSettingsAndTheirValues() async throws {
    let text = try await run(["set", "set print-changes tca", "set"]).text
    #expect(text.contains("""
      burst> set
      long-runs      summary: past 20 received actions, advance and run print one summary line and the net diff (values: summary, all)
      print-changes  shell: a sent action prints its diff alone, a received one 'received action:', the action and the diff (values: shell, tca)
      """))
    #expect(text.hasSuffix("print-changes  tca: every action, sent ones too, prints as TCA's _printChanges() does, with a blank line after (values: shell, tca)\n"))
  }

  @Test(arguments: [
    ("set long-run all", "error: no setting 'long-run'; the settings are long-runs, print-changes (column 5); did you mean long-runs?"),
    ("set print-changes tcq", "error: print-changes has no value 'tcq'; its values are shell, tca (column 19); did you mean tca?"),
    ("set long-runs", "error: set long-runs needs a value: summary or all (column 14)"),
    ("set  long-runs all now", "error: set takes a name and a value, found more: 'now' (column 20)"),
    ("advance --eahc 1s", "error: advance has no option '--eahc'; its option is --each (column 9); did you mean --each?"),
    ("advance --each 1x", "error: unknown unit 'x' in duration '1x'; use ms, s, m or h (column 17)"),
  ])
  func badSettingsAndOptionsAreOneErrorWithAColumn(_ command: String, _ error: String) async throws {
    let lines = try await run([command, "set"])
    #expect(lines.filter { $0.style == .error }.map(\.text) == [error])
    #expect(lines.text.contains("long-runs      summary:"))
  }

  @Test func helpAndCompletionCoverSetAndEach() async throws {
    let help = try await run(["help set", "help advance"]).text
    #expect(help.contains("set [NAME VALUE] — list the session's settings, or change one\n"))
    #expect(help.contains("advance [--each] [DURATION] — "))
    let context = try await completionContext("counter")
    #expect(context.completions(for: "set ").candidates == ["long-runs ", "print-changes "])
    #expect(context.completions(for: "set print-changes ").candidates == ["shell ", "tca "])
    #expect(context.completedLine("set lo") == "set long-runs ")
    #expect(context.completions(for: "advance ").candidates.contains("--each "))
    #expect(context.completedLine("advance --e") == "advance --each ")
    #expect(context.completions(for: "advance --each ").candidates.first == "1s ")
  }

  // MARK: Pieces

  @Test func casePathsNameNestedCasesWithoutPayloads() {
    #expect(casePath(of: Burst.Action.ticked) == ".ticked")
    #expect(casePath(of: Burst.Action.start(count: 3)) == ".start")
    #expect(casePath(of: Burst.Action.response(.success(1))) == ".response(.success)")
    let element = StackAction<Burst.State, Burst.Action>.element(id: 0, action: .finished)
    #expect(casePath(of: element) == ".element(.finished)")
    #expect(casePath(of: 5) == "")
  }

  /// A caller's `PayloadLeaves` remembers payload types with no case in them, and never one
  /// whose element is an `any`, which may hold an enum next time.
  @Test func caseNamesLearnedFromLeavesStayRight() {
    enum Signal {
      case heard(species: String)
      case carried(note: any Sendable)
    }
    var leaves = PayloadLeaves()
    for _ in 1...2 {
      #expect(casePath(of: Signal.heard(species: "wren"), leaves: &leaves) == ".heard")
      #expect(casePath(of: Signal.carried(note: "plain"), leaves: &leaves) == ".carried")
      #expect(casePath(of: Signal.carried(note: Burst.Action.ticked), leaves: &leaves) == ".carried(.ticked)")
      #expect(casePath(of: Burst.Action.response(.success(1)), leaves: &leaves) == ".response(.success)")
    }
  }

  @Test func countsAreGroupedByThousands() {
    #expect(0.grouped == "0")
    #expect(999.grouped == "999")
    #expect(86_400.grouped == "86,400")
    #expect(1_000_000.grouped == "1,000,000")
    #expect((-12_345).grouped == "-12,345")
  }
}
