import ComposableArchitecture
import Lessons
import PlaygroundText
import Testing

@testable import PlaygroundSession

@Reducer
private struct Plain {
  struct State: Equatable {}
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A guided tutorial in a session: goals, hints, moving between steps, resuming, and the
/// progress each change saves. These use the counter's tutorial; its steps are 1 `source`,
/// 2 `state`, 3 sent `.incrementButtonTapped`, 4 `count == 3`, 5 `count < 0`, 6 `effects`.
@MainActor
struct TutorSessionTests {
  /// A store whose saves fail, as on a read-only disk.
  final class FailingStore: ProgressStore {
    struct Failure: Error, CustomStringConvertible { var description: String { "disk full" } }
    var progress = TutorialProgress()
    var attempts = 0
    func save(_ progress: TutorialProgress) throws {
      attempts += 1
      throw Failure()
    }
  }

  /// The first five lessons, whose tutorials these tests take and list: the catalogue's
  /// lessons between them would change every listing and the lesson a finished tutorial names.
  static let firstLessons = allLessons.filter { ["counter", "timers", "cancellation", "shared-stats", "sign-up"].contains($0.id) }

  static let extraLessons = [
    Lesson(
      id: "plain", title: "Plain", summary: "no tutorial",
      initialState: { Plain.State() }, reducer: { Plain() }
    ),
    Lesson(
      id: "broken", title: "Broken", summary: "a broken tutorial",
      tutorial: TutorialFiles(folder: "Lessons/broken", script: "# Broken\n\nNo steps.\n", sources: [:]),
      initialState: { Plain.State() }, reducer: { Plain() }
    ),
  ]

  func run(
    _ commands: [String], lesson: String = "counter", store: any ProgressStore = InMemoryProgressStore()
  ) async throws -> String {
    var lines: [OutputLine] = []
    let playground = try Playground(
      lessons: Self.firstLessons + Self.extraLessons, lessonID: lesson, sink: { lines.append($0) }, progress: store
    )
    for command in commands {
      lines.append(OutputLine(playground.prompt + command))
      _ = await playground.execute(command)
    }
    return lines.text
  }

  @Test func aMetGoalPrintsTheExplanationAndTheNextStepAndSavesProgress() async throws {
    let store = InMemoryProgressStore()
    let output = try await run(["learn", "source", "state"], store: store)
    #expect(output.contains("""
      }
      ✓ That is the whole feature, as in TCA's "Getting started" case study: `State` is a
      struct with `count`, `Action` an enum of the two buttons, and `body` a `Reduce` that
      switches over the action.

      Step 2/9: Look at the state

      """))
    #expect(output.contains("counter> state\nCounter.State(count: 0)\n✓ `Counter.State(count: 0)`"))
    #expect(output.hasSuffix("Step 3/9: Send your first action\nTap the + button the way a view would: send the `incrementButtonTapped` action. Actions are\ntyped in Swift syntax, with the leading dot; `actions` lists the ones the counter accepts.\n"))
    #expect(store.progress == TutorialProgress(current: "counter", lessons: ["counter": .init(step: 3, completed: [1, 2])]))
  }

  @Test func aGoalIsMetOnlyByWhatHappensAfterItsStepIsShown() async throws {
    let output = try await run(["learn", "send .incrementButtonTapped", "source", "state", "state"])
    #expect(output.components(separatedBy: "\n✓ ").count - 1 == 2, "the send before step 3 does not count for it")
    #expect(try await run(["learn", "source", "state", "send .incrementButtonTapped"]).contains("✓ The store ran the reducer"))
  }

  @Test func stateGoalsLookAtTheStateAfterEachCommand() async throws {
    let output = try await run(["learn", "next", "next", "next", "send .incrementButtonTapped", "send .incrementButtonTapped", "send .incrementButtonTapped"])
    #expect(output.contains("+ Counter.State(count: 3)\n✓ Every change went through the reducer"))
    #expect(!output.contains("+ Counter.State(count: 2)\n✓"))
  }

  @Test func aCommandThatFailsNeverCompletesAStep() async throws {
    // `back` returns to step 4 with `count == 3` already true; the failing command after it
    // must not earn the ✓, the next command that works does.
    let output = try await run(
      ["learn", "next", "next"] + Array(repeating: "send .incrementButtonTapped", count: 3)
        + ["back", "advance -1s", "send .bogus", "state count"]
    )
    let afterBack = try #require(output.range(of: "counter> back\n")).upperBound
    let tail = output[afterBack...]
    #expect(tail.components(separatedBy: "\n✓ ").count - 1 == 1)
    #expect(tail.contains("counter> state count\n3\n✓ Every change went through the reducer"))
    let lines = tail.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("error: ") }.count == 2)
    #expect(zip(lines, lines.dropFirst()).allSatisfy { !($0.hasPrefix("error: ") && $1.hasPrefix("✓")) })
  }

  @Test func hintsComeInTurnAndStartAgainAtEachStep() async throws {
    let output = try await run(["learn", "next", "next", "hint", "hint", "hint", "next", "hint"])
    let hints = output.split(separator: "\n").filter { $0.hasPrefix("hint ") }
    #expect(hints == [
      "hint 1/2: Type `actions` to list the counter's actions.",
      "hint 2/2: Type `send .incrementButtonTapped`.",
      "hint 1/2: Type `actions` to list the counter's actions.",
      "hint 1/2: Each `send .incrementButtonTapped` adds one.",
    ])
  }

  @Test func nextAndBackStopAtTheEndsAndSkippingIsNotCompleting() async throws {
    let store = InMemoryProgressStore()
    let output = try await run(["learn", "back"] + Array(repeating: "next", count: 9) + ["back"], store: store)
    #expect(output.contains("counter> back\nerror: step 1 is the first; 'learn' shows it again\n"))
    #expect(output.contains("counter> next\nerror: step 9/9 is the last; meet its goal to finish the tutorial\n"))
    #expect(output.hasSuffix("counter> back\n\nStep 8/9: Exhaustive, on purpose\nA `TestStore` is exhaustive: every change must be asserted. Send `.decrementButtonTapped` again\nwith no closure and read the failure. Then climb back with `.incrementButtonTapped` and the\nclosure that makes it pass.\n"))
    #expect(store.progress.lessons["counter"] == .init(step: 8, completed: []))
  }

  @Test func restartStartsTheFeatureAfreshAndKeepsWhatWasDone() async throws {
    let store = InMemoryProgressStore()
    let output = try await run(["learn", "source", "state", "send .incrementButtonTapped", "restart", "state count"], store: store)
    #expect(output.contains("counter> restart\nCounter: a reducer, its state and its actions (tutorial, 9 steps)\n"))
    #expect(output.hasSuffix("counter> state count\n0\n"))
    #expect(store.progress.lessons["counter"] == .init(step: 1, completed: [1, 2, 3]))
  }

  @Test func learnResumesWhereTheLearnerLeftOffAndShowsTheStepWhenRunning() async throws {
    let store = InMemoryProgressStore(TutorialProgress(current: "counter", lessons: ["counter": .init(step: 4, completed: [1, 2, 3])]))
    let output = try await run(["learn", "learn"], store: store)
    #expect(output == """
      counter> learn
      Counter: a reducer, its state and its actions (tutorial, 9 steps): resuming at step 4/9; 'restart' begins again with the introduction.

      Step 4/9: Count to three
      Make `count` equal 3.
      counter> learn

      Step 4/9: Count to three
      Make `count` equal 3.

      """)
  }

  @Test func theLastGoalEndsTheTutorialAndNamesTheNextLesson() async throws {
    let store = InMemoryProgressStore(TutorialProgress(lessons: ["counter": .init(step: 9, completed: [1, 2, 3, 4, 5, 6, 7, 8])]))
    let output = try await run(
      ["learn", "test on", "send .incrementButtonTapped { $0.count = 1 }", "export test", "hint", "learn"],
      store: store
    )
    #expect(output.hasSuffix("""
      wrong. Paste it into a test target that depends on your feature, and it runs.

      Tutorial done: counter, 9/9 goals met.
      Next: 'learn timers' — Timers: a long-living effect on a virtual clock.
      counter (test)> hint
      error: the counter tutorial is done, so there is no hint; 'restart' takes it again
      counter (test)> learn
      The counter tutorial is done, 9/9 goals met. 'restart' takes it again.
      Next: 'learn timers' — Timers: a long-living effect on a virtual clock.

      """))
    #expect(store.progress.lessons["counter"] == .init(step: 10, completed: [1, 2, 3, 4, 5, 6, 7, 8, 9]))
  }

  /// After the last goal, the suggestion skips tutorials already finished and comes back to
  /// an earlier one still open; only when none is left does it say all are done.
  @Test func theNextLessonSuggestedIsTheFirstUnfinishedOne() async throws {
    let finished = TutorialProgress.Lesson(step: 1, completed: Array(1...40))
    let counterLastStep = TutorialProgress.Lesson(step: 9, completed: Array(1...8))
    let finish = ["learn", "test on", "send .incrementButtonTapped { $0.count = 1 }", "export test"]
    let skipsTimers = try await run(
      finish, store: InMemoryProgressStore(TutorialProgress(lessons: ["counter": counterLastStep, "timers": finished]))
    )
    #expect(skipsTimers.contains("Tutorial done: counter, 9/9 goals met.\nNext: 'learn cancellation' — "))
    let allOthersDone = ["timers", "cancellation", "shared-stats", "sign-up"].map { ($0, finished) }
    let allDone = try await run(
      finish,
      store: InMemoryProgressStore(TutorialProgress(lessons: Dictionary(uniqueKeysWithValues: allOthersDone + [("counter", counterLastStep)])))
    )
    #expect(allDone.contains("Tutorial done: counter, 9/9 goals met.\nThat was the last tutorial you had left: all of them are finished. 'lessons' shows each.\n"))
  }

  @Test func learnWithALessonLoadsItAndLoadLeavesTheTutorial() async throws {
    let output = try await run(["learn timers", "load counter", "hint"])
    #expect(output.contains("counter> learn timers\nTimers: a long-living effect on a virtual clock (tutorial, 10 steps)\n"))
    #expect(output.hasSuffix("""
      timers> load counter
      loaded counter: Counter
      left the timers tutorial at step 1/10; 'learn timers' resumes it
      counter> hint
      error: no tutorial is running; type 'learn' to start one

      """))
  }

  @Test func tutorialCommandsOutsideATutorialSayHowToStartOne() async throws {
    let output = try await run(["hint", "next", "back", "restart"])
    #expect(output.split(separator: "\n").filter { $0.hasPrefix("error: ") } == Array(
      repeating: "error: no tutorial is running; type 'learn' to start one", count: 4
    ))
  }

  @Test func aLessonWithoutATutorialOrWithABrokenOneSaysSo() async throws {
    #expect(try await run(["learn", "source"], lesson: "plain") == """
      plain> learn
      error: plain has no tutorial yet; these have one: counter, timers, cancellation, shared-stats, sign-up
      plain> source
      error: plain has no tutorial yet; these have one: counter, timers, cancellation, shared-stats, sign-up

      """)
    #expect(try await run(["learn"], lesson: "broken") == """
      broken> learn
      error: the broken tutorial cannot run: Lessons/broken/Tutorial.md:1: the tutorial has no steps; each starts with '## Step N: Title'

      """)
  }

  @Test func sourcePrintsThePartOfTheCodeTheStepPointsTo() async throws {
    let output = try await run(["learn", "next", "source", "source all", "source some"])
    #expect(output.contains("""
      counter> source
      // Lessons/counter/Counter.swift:6-9
      @ObservableState
      struct State: Equatable {
        var count = 0
      }
      counter> source all
      // Lessons/counter/Counter.swift
      import ComposableArchitecture

      """))
    #expect(output.hasSuffix("counter> source some\nerror: source takes 'all' or nothing, found 'some' (column 8)\n"))
  }

  @Test func aFailedSaveWarnsOnceAndTheTutorialGoesOn() async throws {
    let store = FailingStore()
    let output = try await run(["learn", "source", "state"], store: store)
    let warnings = output.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    #expect(warnings == ["warning: could not save tutorial progress, so the next session will not resume here: disk full"])
    #expect(output.contains("Step 3/9: Send your first action"))
    #expect(store.attempts == 3)
  }

  @Test func lessonsListsTheGoalsMetInEachTutorial() async throws {
    let progress = TutorialProgress(lessons: [
      "counter": .init(step: 10, completed: [1, 2, 3, 4, 5, 6, 7, 8, 9]),
      "timers": .init(step: 3, completed: [1, 2]),
    ])
    #expect(lessonListing(Self.firstLessons + Self.extraLessons.prefix(1), progress: progress) == [
      "Getting started",
      "  ✓ counter       9/9   a reducer, its state and its actions",
      "Effects",
      "    timers        2/10  a long-living effect on a virtual clock",
      "    cancellation  0/9   cancelling an in-flight request with an enum cancel id",
      "    shared-stats  0/9   a lift's cabin and lobby sharing one record through @Shared(.fileStorage), kept across restarts",
      "Navigation",
      "    sign-up       0/10  a volunteer's sign-up: a navigation stack of steps sharing one @Shared value",
      "    plain         -     no tutorial",
      "n/m: tutorial goals met ('learn LESSON' starts it), ✓ all of them; -: no tutorial",
    ])
    let output = try await run(["lessons"], lesson: "timers", store: InMemoryProgressStore(progress))
    #expect(output.hasPrefix("timers> lessons\nGetting started\n  ✓ counter "))
    #expect(output.contains("\nEffects\n*   timers "))
    #expect(output.hasSuffix("✓ all of them; -: no tutorial; *: the lesson loaded now\n"))
  }
}
