import Foundation
import Lessons
import PlaygroundSession
import PlaygroundTerminal
import Testing

/// A replay (`undo`, `goto`) tells where it is as it goes, for the shell's progress line, and
/// Ctrl-C cancels it, leaving the session exactly where it was.
@MainActor
struct ReplayCancelTests {
  @MainActor
  final class Session {
    var lines: [String] = []
    var interruptions = 0
    var progress: [ReplayProgress?] = []
    var playground: Playground!

    init(_ lessonID: String, transcriptFiles: TranscriptFiles? = nil) throws {
      playground = try Playground(
        lessons: allLessons, lessonID: lessonID,
        sink: { [unowned self] line in lines.append(line.text) },
        isInterrupted: { [unowned self] in
          guard interruptions > 0 else { return false }
          interruptions -= 1
          return true
        },
        transcriptFiles: transcriptFiles
      )
      playground.replayProgress = { [unowned self] in progress.append($0) }
    }

    func run(_ command: String) async -> [String] {
      lines = []
      _ = await playground.execute(command)
      return lines
    }
  }

  @Test func aReplayReportsEachStepThenItsEnd() async throws {
    let session = try Session("counter")
    for _ in 0..<3 { _ = await session.run("send .incrementButtonTapped") }
    _ = await session.run("undo")
    #expect(session.progress == [
      ReplayProgress(step: 1, steps: 2, time: .zero), ReplayProgress(step: 2, steps: 2, time: .zero), nil,
    ])
    #expect(ReplayProgress(step: 1, steps: 2, time: .seconds(90_000)).text
      == "replaying step 1 of 2, virtual time 90000s; Ctrl-C cancels")
  }

  @Test func ctrlCCancelsTheReplayAndLeavesTheSessionWhereItWas() async throws {
    let session = try Session("timers")
    _ = await session.run("send .startStopTapped")
    _ = await session.run("advance 10s")
    _ = await session.run("advance 10s")
    let before = await session.run("state")
    let historyBefore = await session.run("history")

    session.interruptions = 1
    #expect(await session.run("undo") == [
      "error: interrupted: the replay stopped, and the session is where it was, at step 3 of 3"
    ])
    #expect(await session.run("state") == before)
    #expect(await session.run("history") == historyBefore)
    // The Ctrl-C was the replay's: the next command runs whole, and takes a step.
    _ = await session.run("advance 1s")
    #expect(session.playground.stepsTaken == 4)
  }
}

extension ReplayCancelTests {
  /// `:save` replays the steps in a fresh session: shown the same way, stopped the same way.
  @Test func ctrlCStopsTheReplayOfSaveAndNothingIsSaved() async throws {
    let folder = TranscriptFolder.temporary()
    let session = try Session("counter", transcriptFiles: .checksOwnFolder(folder))
    for _ in 0..<2 { _ = await session.run("send .incrementButtonTapped") }
    session.progress = []
    session.interruptions = 1
    #expect(await session.run(":save s.transcript") == [
      "error: interrupted: the replay stopped, and nothing was saved"
    ])
    #expect(session.progress == [ReplayProgress(step: 1, steps: 2, time: .zero), nil])
    #expect(!FileManager.default.fileExists(atPath: folder.url(of: "s.transcript").path))
    #expect(await session.run(":save s.transcript").first?.hasPrefix("saved 2 steps to s.transcript") == true)
  }
}
