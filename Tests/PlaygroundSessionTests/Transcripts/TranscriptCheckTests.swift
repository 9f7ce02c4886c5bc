import Foundation
import Lessons
import PlaygroundSession
import PlaygroundTerminal
import Testing
import TranscriptFormat

@MainActor
struct TranscriptCheckTests {
  func check(_ text: String) async throws -> TranscriptCheck {
    let transcript = try TranscriptParser.parse(
      Array(text.utf8), path: "t.transcript", lessonIDs: allLessons.map(\.id))
    return try await TranscriptCheck.run(transcript, lessons: allLessons, files: .checksOwnFolder())
  }

  let counter = """
    # Two taps.
    counter> send .incrementButtonTapped
    - Counter.State(count: 0)
    + Counter.State(count: 1)
    counter> send .incrementButtonTapped
    - Counter.State(count: 1)
    + Counter.State(count: 2)
    counter> state
    Counter.State(count: 2)

    """

  @Test func aTranscriptThatMatchesPasses() async throws {
    let check = try await check(counter)
    #expect(check.passed)
    #expect(check.commandCount == 3)
    #expect(check.diff.hunks.isEmpty)
    #expect(check.updatedText == counter)
  }

  @Test func aChangedLineFailsWithADiffAtThatLine() async throws {
    let check = try await check(counter.replacing("+ Counter.State(count: 2)", with: "+ Counter.State(count: 3)"))
    #expect(!check.passed)
    #expect(check.diff.firstDifferenceLine == 7)
    #expect(check.diff.text(oldName: "t.transcript (expected)", newName: "t.transcript (actual)") == [
      "--- t.transcript (expected)",
      "+++ t.transcript (actual)",
      "@@ -4,6 +4,6 @@",
      " + Counter.State(count: 1)",
      " counter> send .incrementButtonTapped",
      " - Counter.State(count: 1)",
      "-+ Counter.State(count: 3)",
      "++ Counter.State(count: 2)",
      " counter> state",
      " Counter.State(count: 2)",
    ])
    #expect(check.updatedText == counter)
  }

  @Test func wildcardsThatMatchPass() async throws {
    let check = try await check("""
      counter> send .incrementButtonTapped
      ...
      counter> send .incrementButtonTapped
      - Counter.State(count: [..])
      + Counter.State(count: [..])
      counter> state
      [..](count: 2)
      """)
    #expect(check.passed)
  }

  @Test func anUpdateKeepsCommentsAndTheWildcardsThatStillMatch() async throws {
    let check = try await check("""
      # Header.
      counter> send .incrementButtonTapped
      ...
      counter> send .incrementButtonTapped
      # Before the diff.
      - Counter.State(count: [..])
      + Counter.State(count: 5)
      counter> state
      # Before the state.
      Counter.State(count: [..]0)
      counter> lessons
      Getting started
      *[..]counter[..]
      ...
      # Last.
      """)
    #expect(!check.passed)
    #expect(check.diff.firstDifferenceLine == 7)
    #expect(check.updatedText == """
      # Header.
      counter> send .incrementButtonTapped
      ...
      counter> send .incrementButtonTapped
      # Before the diff.
      - Counter.State(count: [..])
      + Counter.State(count: 2)
      counter> state
      # Before the state.
      Counter.State(count: 2)
      counter> lessons
      Getting started
      *[..]counter[..]
      ...
      # Last.

      """)
    let updated = try await self.check(check.updatedText)
    #expect(updated.passed)
  }

  @Test func anUpdateAroundDotsKeepsTheDotsBetweenTheFirstAndLastLines() async throws {
    let check = try await check("""
      timers> send .startStopTapped
      ...
      timers> advance 3s
      received action:
      ...
      +   seconds: 30
        )
      timers> quit
      warning: an effect returned for Stopwatch.Action.startStopTapped is still running[..]
      """)
    #expect(!check.passed)
    #expect(check.updatedText == """
      timers> send .startStopTapped
      ...
      timers> advance 3s
      received action:
      ...
      +   seconds: 3
        )
      timers> quit
      warning: an effect returned for Stopwatch.Action.startStopTapped is still running[..]

      """)
  }

  @Test func linesAfterAQuitAreNotReplayedAndShowAsMissing() async throws {
    let check = try await check("""
      counter> quit
      counter> state
      Counter.State(count: 0)
      """)
    #expect(check.commandCount == 1)
    #expect(!check.passed)
    #expect(check.diff.firstDifferenceLine == 2)
    #expect(check.updatedLines == ["counter> quit"])
  }

  @Test func anUpdateKeepsCRLFLineEndings() async throws {
    let check = try await check("counter> state\r\nCounter.State(count: 1)\r\n")
    #expect(check.updatedText == "counter> state\r\nCounter.State(count: 0)\r\n")
  }

  /// `:record` and `:save` run in a check as in the shell, with their messages, but in the
  /// check's own folder: an absolute path lands there too, so nothing is written outside it.
  @Test func recordAndSaveRunInTheChecksOwnFolder() async throws {
    let folder = TranscriptFolder.temporary()
    let outside = "/tmp/never-written-\(UUID().uuidString).transcript"
    let transcript = try TranscriptParser.parse(Array("""
      counter> :record r.transcript
      recording to r.transcript; ':record' stops
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> :save s.transcript
      saved 1 step to s.transcript; 'tca-playground check s.transcript' replays it
      counter> :record
      saved 2 commands to r.transcript
      counter> :save ~/home.transcript
      saved 1 step to ~/home.transcript; 'tca-playground check ~/home.transcript' replays it
      counter> :save \(outside)
      error: cannot save \(outside): no folder /tmp

      """.utf8), path: "t.transcript", lessonIDs: allLessons.map(\.id))
    let check = try await TranscriptCheck.run(transcript, lessons: allLessons, files: .checksOwnFolder(folder))
    #expect(check.passed, "\(check.diff.text(oldName: "expected", newName: "actual"))")
    #expect(try String(contentsOf: folder.url(of: "r.transcript"), encoding: .utf8) == """
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> :save s.transcript
      saved 1 step to s.transcript; 'tca-playground check s.transcript' replays it

      """)
    #expect(FileManager.default.fileExists(atPath: folder.url(of: "home.transcript").path))
    #expect(!FileManager.default.fileExists(atPath: outside))
  }

  @Test func withoutAFolderRecordAndSaveAreRefused() async throws {
    let lines = try await Playground.replay([":record r.transcript", "state", ":save s.transcript"], lessons: allLessons)
    #expect(lines.map(\.text) == [
      "counter> :record r.transcript",
      "error: cannot record to r.transcript: this session has no folder to write files in",
      "counter> state",
      "Counter.State(count: 0)",
      "counter> :save s.transcript",
      "error: cannot save s.transcript: this session has no folder to write files in",
    ])
  }
}
