import Lessons
import PlaygroundSession
import Testing

/// Tab completion of command names and of the plain-word arguments: lessons, help topics,
/// dependencies and their modes, durations, state paths.
@MainActor
struct CommandCompletionTests {
  @Test func completesCommandNamesWithASpace() async throws {
    let context = try await completionContext("counter")
    #expect(context.completedLine("sen") == "send ")
    #expect(context.completedLine("  he") == "  help ")
    #expect(context.completions(for: "st") == Completions(candidates: ["state "], replacing: 2))
    #expect(context.completions(for: "s").candidates.starts(with: ["send ", "state "]))
    #expect(context.completions(for: "e").candidates == ["effects ", "exhaustivity ", "export ", "exit "])
    #expect(context.completedLine("export t") == "export test ")
    let all = context.completions(for: "").candidates
    #expect(all.first == "send ")
    #expect(all.suffix(2) == ["quit ", "exit "])
  }

  @Test func offersNothingForUnknownCommandsCommentsAndArgumentsNotTaken() async throws {
    let context = try await completionContext("counter")
    #expect(context.completions(for: "xyz") == .none)
    #expect(context.completions(for: "frobnicate .inc") == .none)
    #expect(context.completions(for: "# se") == .none)
    #expect(context.completions(for: "run ") == .none)
    #expect(context.completions(for: "load timers ") == .none)
  }

  @Test func completesLessonsAndHelpTopics() async throws {
    let context = try await completionContext("counter")
    #expect(context.completions(for: "load ").candidates == completionLessons.map { $0.id + " " })
    #expect(context.completedLine("load timer") == "load timers ")
    #expect(context.completions(for: "learn ").candidates == completionLessons.map { $0.id + " " })
    #expect(context.completedLine("learn timer") == "learn timers ")
    #expect(context.completions(for: "learn timers ") == .none)
    #expect(context.completedLine("help dep") == "help dependency ")
    #expect(context.completions(for: "load zz") == .none)
  }

  @Test func completesDependencyNamesThenThatDependencysModes() async throws {
    let context = try await completionContext()
    #expect(context.completedLine("dependency ") == "dependency weather ")
    #expect(context.completions(for: "dependency weather ").candidates == ["sunny ", "rainy "])
    #expect(context.completedLine("dependency weather r") == "dependency weather rainy ")
    #expect(context.completions(for: "dependency weather rainy ") == .none)
    #expect(context.completions(for: "dependency drought ") == .none)
  }

  @Test func offersSampleDurationsAndTheTimeToTheNextWakeUpFirst() async throws {
    let idle = try await completionContext("timers")
    #expect(idle.completions(for: "advance ").candidates == ["1s ", "5s ", "1m ", "1h ", "--each "])
    let ticking = try await completionContext("timers", after: ["send .startStopTapped", "advance 0.75s"])
    #expect(ticking.completions(for: "advance ").candidates == ["0.25s ", "1s ", "5s ", "1m ", "1h ", "--each "])
    #expect(ticking.completions(for: "advance --each ").candidates == ["0.25s ", "1s ", "5s ", "1m ", "1h "])
    #expect(ticking.completedLine("advance 0") == "advance 0.25s ")
  }

  @Test func completesStatePathsAtAnyDepth() async throws {
    let context = try await completionContext()
    #expect(context.completions(for: "state ").candidates == ["plot", "stack", "visitor", "note"])
    #expect(context.completedLine("state plot.b") == "state plot.bed")
    #expect(context.completedLine("state .plot.bed.") == "state .plot.bed.depth")
    #expect(context.completions(for: "state visitor.n").candidates == ["name", "nickname"])
    #expect(context.completions(for: "state nothing.") == .none)
    #expect(context.completions(for: "state plot se") == .none)
  }
}

/// Test mode's arguments and the trailing closure of its assertions.
@MainActor
struct TestModeCompletionTests {
  @Test func completesTheWordsOfTestSkipAndExhaustivity() async throws {
    let context = try await completionContext("counter")
    #expect(context.completions(for: "test ").candidates == ["on ", "off "])
    #expect(context.completedLine("skip r") == "skip received ")
    #expect(context.completedLine("exhaustivity off-") == "exhaustivity off-showing-skipped ")
  }

  @Test func completesStatePathsAfterDollarZeroInAClosure() async throws {
    let context = try await completionContext("cancellation")
    #expect(context.completedLine("send .switchOnTapped { $0.isHea") == "send .switchOnTapped { $0.isHeating")
    #expect(context.completedLine("send .dialTurned(60) { $0.targetTemperature = 60; $0.rea") == "send .dialTurned(60) { $0.targetTemperature = 60; $0.readyMessage")
    #expect(context.completedLine("receive \\.heatingF") == "receive \\.heatingFinished")
    #expect(context.completions(for: "send .switchOnTapped { $0.targetTemperature = ") == .none)
  }

  @Test func offersNothingForTheSharedValueInsideWithLock() async throws {
    let context = try await completionContext("shared-stats")
    #expect(context.completions(for: "send .show(.lobby) { $0.sho").candidates == ["showing"])
    #expect(context.completions(for: "send .x { $0.cabin.$stats.withLock { $0.fl") == .none)
  }
}
