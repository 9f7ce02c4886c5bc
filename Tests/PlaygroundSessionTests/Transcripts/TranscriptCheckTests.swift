import Lessons
import PlaygroundSession
import Testing

@MainActor
struct TranscriptCheckTests {
  func check(_ text: String) async throws -> TranscriptCheck {
    let transcript = try TranscriptParser.parse(
      Array(text.utf8), path: "t.transcript", lessonIDs: allLessons.map(\.id))
    return try await TranscriptCheck.run(transcript, lessons: allLessons)
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
      *[..]counter[..]
      ...
      # Last.

      """)
    let updated = try await self.check(check.updatedText)
    #expect(updated.passed)
  }

  @Test func anUpdateAroundDotsKeepsTheDotsBetweenTheFirstAndLastLines() async throws {
    let check = try await check("""
      timers> send .toggleTimerButtonTapped
      ...
      timers> advance 3s
      received action:
      ...
      +   secondsElapsed: 30
        )
      timers> quit
      warning: an effect returned for Timers.Action.toggleTimerButtonTapped is still running[..]
      """)
    #expect(!check.passed)
    #expect(check.updatedText == """
      timers> send .toggleTimerButtonTapped
      ...
      timers> advance 3s
      received action:
      ...
      +   secondsElapsed: 3
        )
      timers> quit
      warning: an effect returned for Timers.Action.toggleTimerButtonTapped is still running[..]

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

  @Test func recordDirectivesDoNothingInAReplay() async throws {
    let check = try await check("""
      counter> :record /tmp/never-written.transcript
      counter> state
      Counter.State(count: 0)
      counter> :record
      """)
    #expect(check.passed)
  }
}
