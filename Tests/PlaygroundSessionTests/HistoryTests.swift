import Foundation
import Lessons
import PlaygroundSession
import Testing

/// `history`, `undo` and `goto`: a step rebuilt by replay is the step as it was, output and
/// files alike, and replays never touch the real data folder.
@MainActor
struct HistoryTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(component: "history-\(UUID().uuidString)", directoryHint: .isDirectory)
  var statsFile: URL { folder.appending(path: "Documents/lift.json") }

  /// A session on `lessonID` whose printed lines collect in `lines`.
  @MainActor
  final class Session {
    var lines: [String] = []
    var playground: Playground!

    init(_ lessonID: String, dataFolder: DataFolder = .temporary()) throws {
      playground = try Playground(lessons: allLessons, lessonID: lessonID, dataFolder: dataFolder) { [unowned self] line in
        lines.append(line.text)
      }
    }

    /// What `command` printed.
    func run(_ command: String) async -> [String] {
      lines = []
      _ = await playground.execute(command)
      return lines
    }
  }

  static let sharedStatsCommands = [
    "send .cabin(.upButtonTapped)",
    "send .cabin(.upButtonTapped)",
    "send .show(.lobby)",
    "send .lobby(.serviceCompletedButtonTapped)",
    "send .cabin(.downButtonTapped)",
    "send .cabin(.directoryButtonTapped)",
  ]

  @Test(arguments: [1, 3, 6])
  func undoThenTheSameCommandsAgainPrintsTheSameBytesAndWritesTheSameFiles(undone: Int) async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session("shared-stats", dataFolder: .at(folder))
    var firstTime: [[String]] = []
    for command in Self.sharedStatsCommands { firstTime.append(await session.run(command)) }
    // File storage holds back changes within a second of its last write; the files compared
    // are the ones the session leaves, with those written.
    session.playground.flushPendingWrites()
    let fileBefore = try Data(contentsOf: statsFile)

    _ = await session.run("undo \(undone)")
    var secondTime: [[String]] = []
    for command in Self.sharedStatsCommands.suffix(undone) { secondTime.append(await session.run(command)) }

    #expect(secondTime == Array(firstTime.suffix(undone)))
    session.playground.flushPendingWrites()
    #expect(try Data(contentsOf: statsFile) == fileBefore)
    #expect(session.playground.prompt == "shared-stats> ")
  }

  @Test func undoPastAWriteLeavesTheFileAsItWasThenAndTheReplayNeverWritesTheRealFolderTwice() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: statsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"floor":5,"highest":5,"lowest":0,"trips":5}"#.utf8).write(to: statsFile)
    let session = try Session("shared-stats", dataFolder: .at(folder))
    _ = await session.run("send .cabin(.upButtonTapped)")
    _ = await session.run("send .cabin(.upButtonTapped)")
    _ = await session.run("undo 2")
    let restored = try JSONSerialization.jsonObject(with: Data(contentsOf: statsFile)) as? [String: Int]
    #expect(restored?["floor"] == 5)
    #expect(restored?["trips"] == 5)
    _ = await session.run("goto 2")
    let redone = try JSONSerialization.jsonObject(with: Data(contentsOf: statsFile)) as? [String: Int]
    #expect(redone?["floor"] == 7)
    #expect(redone?["trips"] == 7)
    // Only the real file is there: replays wrote to copies elsewhere.
    #expect(try FileManager.default.contentsOfDirectory(atPath: statsFile.deletingLastPathComponent().path) == ["lift.json"])
  }

  @Test func undoPrintsTheNetDiffAndThePromptShowsTheStep() async throws {
    let session = try Session("counter")
    for _ in 1...3 { _ = await session.run("send .incrementButtonTapped") }
    _ = await session.run("state")
    #expect(await session.run("undo 2") == [
      "at step 1 of 3: send .incrementButtonTapped",
      "- Counter.State(count: 3)",
      "+ Counter.State(count: 1)",
    ])
    #expect(session.playground.prompt == "counter [1/3]> ")
    #expect(await session.run("goto 3") == [
      "at step 3 of 3: send .incrementButtonTapped",
      "- Counter.State(count: 1)",
      "+ Counter.State(count: 3)",
    ])
  }

  /// The replay runs the looping send again, muted: its error line is not printed twice.
  @Test func aReplayPrintsNoErrorOfTheStepsItRunsAgain() async throws {
    let session = try Session("sign-up")
    _ = await session.run("send .loopPitfallButtonTapped")
    let looped = await session.run(#"send \.path[id: 0].loopPitfall.step.continueButtonTapped"#)
    #expect(looped.contains { $0.hasPrefix("error: ") })
    _ = await session.run("send .signUpButtonTapped")
    let undone = await session.run("undo")
    #expect(undone.first == "at step 2 of 3: send \\.path[id: 0].loopPitfall.step.continueButtonTapped")
    #expect(!undone.contains { $0.hasPrefix("error: ") })
  }

  @Test func theNextStepAfterAJumpDropsTheLaterSteps() async throws {
    let session = try Session("counter")
    for _ in 1...3 { _ = await session.run("send .incrementButtonTapped") }
    _ = await session.run("undo 2")
    _ = await session.run("send .decrementButtonTapped")
    #expect(session.playground.prompt == "counter> ")
    #expect(await session.run("history") == [
      "  step  time  received  state      command",
      "     1    0s         0  changed    counter> send .incrementButtonTapped",
      ">    2    0s         0  changed    counter> send .decrementButtonTapped",
    ])
    #expect(await session.run("goto 3") == ["error: no step 3; the history has 2 steps (column 6)"])
  }

  @Test func aBindIsAStepThatUndoTakesBack() async throws {
    let session = try Session("sign-up")
    _ = await session.run(#"bind signUpData.email "mo@harbourfest.example""#)
    #expect(session.playground.stepsTaken == 1)
    _ = await session.run("undo")
    #expect(await session.run("state signUpData.email") == [#""""#])
  }

  @Test func aSharedFileChangedOutsideIsAStepThatUndoAndGotoReplay() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session("shared-stats", dataFolder: .at(folder))
    _ = await session.run("send .cabin(.upButtonTapped)")
    // Another process writes the file; the next command reloads it first.
    try Data(#"{"floor":10,"highest":10,"lowest":0,"trips":10}"#.utf8).write(to: statsFile)
    _ = await session.run("send .cabin(.upButtonTapped)")
    #expect(await session.run("state cabin.stats.floor") == ["11"])
    #expect(session.playground.stepsTaken == 3)

    _ = await session.run("undo")
    #expect(await session.run("state cabin.stats.floor") == ["10"], "the replay reloads what the file held")
    _ = await session.run("undo")
    #expect(await session.run("state cabin.stats.floor") == ["1"])
    _ = await session.run("goto 3")
    #expect(await session.run("state cabin.stats.floor") == ["11"])
    #expect(await session.run("history").contains { $0.hasSuffix("# lift.json changed outside the playground; reloaded") })
  }

  @Test func commandsThatOnlyShowAreNotStepsAndErrorsAreNot() async throws {
    let session = try Session("counter")
    for command in ["state", "effects", "help", "send .nope", "dependency", "history"] { _ = await session.run(command) }
    #expect(await session.run("undo") == ["error: nothing to undo: no step has changed the session yet"])
  }

  @Test func undoAcrossALoadComesBackToTheFirstLesson() async throws {
    let session = try Session("counter")
    _ = await session.run("send .incrementButtonTapped")
    _ = await session.run("load timers")
    _ = await session.run("send .startStopTapped")
    _ = await session.run("advance 2s")
    let printed = await session.run("undo 3")
    #expect(printed.first == "at step 1 of 4, in counter: Counter")
    #expect(session.playground.prompt == "counter [1/4]> ")
  }
}

extension HistoryTests {
  @Test func tabOffersTheStepsGotoCanReachAndHowFarUndoCanGo() async throws {
    let session = try Session("counter")
    #expect(session.playground.completionContext.completions(for: "undo ") == .none)
    for _ in 1...3 { _ = await session.run("send .incrementButtonTapped") }
    _ = await session.run("undo 2")
    let context = session.playground.completionContext
    #expect(context.completions(for: "goto ").candidates == ["0 ", "1 ", "2 ", "3 "])
    #expect(context.completions(for: "undo ").candidates == ["1 "])
    #expect(context.completedLine("his") == "history ")
    #expect(context.completedLine("tim") == "timeline ")
  }
}

extension HistoryTests {
  @Test func aJumpSaysTheTutorialStaysWhereItIs() async throws {
    let session = try Session("counter")
    _ = await session.run("learn")
    _ = await session.run("send .incrementButtonTapped")
    let printed = await session.run("undo")
    #expect(printed.last == "the counter tutorial stays where it is: progress is never undone")
  }
}
