import Foundation
import Testing

/// `tca-playground record` and `:record`, driven through standard input as a script would.
struct RecordCommandTests {
  @Test func recordSavesThePipedSessionAsATranscriptThatPasses() throws {
    let folder = try TemporaryFolder()
    let result = try Program.run(
      ["record", "timers", "-o", "timers.transcript"], in: folder.url,
      input: "send .toggleTimerButtonTapped\nadvance 1s\n# a comment\nquit\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(try folder.read("timers.transcript") == result.output)
    #expect(result.output.hasPrefix("timers> send .toggleTimerButtonTapped\n"))
    #expect(result.output.hasSuffix("timers> quit\nwarning: an effect returned for Timers.Action.toggleTimerButtonTapped is still running (#1, wakes at 2s); in a TestStore test it must complete before the end of the test\n"))
    #expect(result.errors == "saved 4 commands to timers.transcript\n")
    #expect(try Program.run(["check", "timers.transcript"], in: folder.url).status == 0)
  }

  @Test func recordSavesAtTheEndOfInputToo() throws {
    let folder = try TemporaryFolder()
    let result = try Program.run(["record", "counter", "--output", "c.transcript"], in: folder.url, input: "state")
    #expect(result.status == 0)
    #expect(try folder.read("c.transcript") == "counter> state\nCounter.State(count: 0)\n")
  }

  @Test func recordIntoAMissingFolderIsBadUsage() throws {
    let folder = try TemporaryFolder()
    let result = try Program.run(["record", "counter", "-o", "no/such/folder/c.transcript"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.errors.contains("cannot record to no/such/folder/c.transcript: no folder no/such/folder"))
  }

  @Test func aRecordingThatCannotBeSavedExitsWithTwo() throws {
    let folder = try TemporaryFolder()
    let result = try Program.run(["record", "counter", "-o", "/proc/tca-playground.transcript"], in: folder.url, input: "state\n")
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: "))
  }

  @Test func recordDirectivesRecordTheCommandsBetweenThem() throws {
    let folder = try TemporaryFolder()
    let result = try Program.run(
      ["counter"], in: folder.url,
      input: """
        send .incrementButtonTapped
        :record part.transcript
        send .incrementButtonTapped
        load timers
        :record
        state
        :record stop
        :record again.transcript
        """)
    #expect(result.status == 0)
    #expect(try folder.read("part.transcript") == """
      counter> send .incrementButtonTapped
      - Counter.State(count: 1)
      + Counter.State(count: 2)
      counter> load timers
      loaded timers: Timers

      """)
    #expect(result.errors == """
      recording to part.transcript; ':record' stops
      saved 2 commands to part.transcript
      error: not recording; ':record FILE' starts
      recording to again.transcript; ':record' stops
      nothing recorded; again.transcript was not written

      """)
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("again.transcript").path))
    // Standard output is still a transcript, `:record` lines included, and checks.
    try folder.write("stdout.transcript", result.output)
    #expect(try Program.run(["check", "stdout.transcript"], in: folder.url).status == 0)
  }
}
