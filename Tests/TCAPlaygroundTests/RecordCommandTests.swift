import Foundation
import PlaygroundTestSupport
import Testing

/// `tca-playground record` and `:record`, driven through standard input as a script would.
struct RecordCommandTests {
  @Test func recordSavesThePipedSessionAsATranscriptThatPasses() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
      ["record", "timers", "-o", "timers.transcript"], in: folder.url,
      input: "send .startStopTapped\nadvance 1s\n# a comment\nquit\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(try folder.read("timers.transcript") == result.output)
    #expect(result.output.hasPrefix("timers> send .startStopTapped\n"))
    #expect(result.output.hasSuffix("timers> quit\nwarning: an effect returned for Stopwatch.Action.startStopTapped is still running (#1, wakes at 2s); in a TestStore test it must complete before the end of the test\n"))
    #expect(result.errors == "saved 4 commands to timers.transcript\n")
    #expect(try await Program.run(["check", "timers.transcript"], in: folder.url).status == 0)
  }

  @Test func recordSavesAtTheEndOfInputToo() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["record", "counter", "--output", "c.transcript"], in: folder.url, input: "state")
    #expect(result.status == 0)
    #expect(try folder.read("c.transcript") == "counter> state\nCounter.State(count: 0)\n")
  }

  @Test func recordIntoAMissingFolderIsBadUsage() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["record", "counter", "-o", "no/such/folder/c.transcript"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.errors.contains("cannot record to no/such/folder/c.transcript: no folder no/such/folder"))
  }

  @Test func aRecordingThatCannotBeSavedExitsWithTwo() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["record", "counter", "-o", "/proc/tca-playground.transcript"], in: folder.url, input: "state\n")
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: "))
  }

  @Test func recordDirectivesRecordTheCommandsBetweenThem() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(
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
    // The messages are the session's output, after the `:record` lines, as any command's;
    // the recording still going at the end is a note on standard error.
    #expect(result.output.hasSuffix("""
      timers> :record
      saved 2 commands to part.transcript
      timers> state
      Stopwatch.State(
        isRunning: false,
        seconds: 0
      )
      timers> :record stop
      error: not recording; ':record FILE' starts
      timers> :record again.transcript
      recording to again.transcript; ':record' stops

      """))
    #expect(result.output.contains("counter> :record part.transcript\nrecording to part.transcript; ':record' stops\n"))
    #expect(result.errors == "nothing recorded; again.transcript was not written\n")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("again.transcript").path))
    // Standard output is still a transcript, `:record` lines included, and checks: in a folder
    // of the check's own, which leaves this one as it was.
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("part.transcript"))
    try folder.write("stdout.transcript", result.output)
    #expect(try await Program.run(["check", "stdout.transcript"], in: folder.url).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["stdout.transcript"])
  }

  @Test(arguments: ["a", "./a", "a.transcript"])
  func recordToAShortNameInTheCurrentFolder(_ name: String) async throws {
    let folder = try TemporaryFolder()
    let piped = try await Program.run(["counter"], in: folder.url, input: ":record \(name)\nstate\n:record\n")
    #expect(piped.status == 0)
    #expect(piped.output.contains("recording to \(name); ':record' stops\n"))
    #expect(piped.output.hasSuffix("counter> :record\nsaved 1 command to \(name)\n"))
    #expect(try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8) == "counter> state\nCounter.State(count: 0)\n")

    let recorded = try await Program.run(["record", "counter", "-o", name], in: folder.url, input: "state\n")
    #expect(recorded.status == 0, "\(recorded.errors)")
  }

  @Test(arguments: [
    (".", "cannot record to .: is a directory"),
    ("a/", "cannot record to a/: it names a folder; name a file, such as a/session.transcript"),
    ("/proc/x", "cannot record to /proc/x: "),
    ("/sys/x", "cannot record to /sys/x: "),
    // An error echoes 200 characters of the name at most.
    (String(repeating: "x", count: 300), "cannot record to \(String(repeating: "x", count: 200))"),
  ])
  func aPathThatCannotBeWrittenIsRefusedWhenRecordingStarts(_ path: String, _ message: String) async throws {
    let folder = try TemporaryFolder()
    let piped = try await Program.run(["counter"], in: folder.url, input: ":record \(path)\nstate\n")
    #expect(piped.status == 0)
    #expect(piped.errors == "", "one error, when recording starts, none at the end")
    let lines = piped.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0] == "counter> :record \(path)")
    #expect(lines[1].hasPrefix("error: \(message)"), "\(piped.output)")
    #expect(lines[2...] == ["counter> state", "Counter.State(count: 0)"])

    let recorded = try await Program.run(["record", "counter", "-o", path], in: folder.url, input: "state\n")
    #expect(recorded.status == 2)
    #expect(recorded.errors.hasPrefix("error: \(message)"), "\(recorded.errors)")
    #expect(recorded.output == "", "refused before the session starts")
  }

  @Test func aRecordingIsReadableByOthersWhateverTheUmask() async throws {
    for umask in ["000", "077"] {
      let folder = try TemporaryFolder()
      let result = try await Program.run(["record", "counter", "-o", "c.transcript"], in: folder.url, input: "state\n", umask: umask)
      #expect(result.status == 0)
      let mode = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("c.transcript").path)[.posixPermissions] as? Int
      #expect(mode == 0o644, "umask \(umask)")
    }
  }

  /// `:load` while recording: each command it replays is recorded once, after its prompt, as
  /// if typed (it used to be recorded twice, as its echo and as a command).
  @Test func aLoadWhileRecordingRecordsEachCommandOnce() async throws {
    let folder = try TemporaryFolder()
    try folder.write("a.transcript", "counter> send .incrementButtonTapped\n- Counter.State(count: 0)\n+ Counter.State(count: 1)\n")
    let result = try await Program.run(["counter"], in: folder.url, input: ":record b.transcript\n:load a.transcript\n:record\n")
    #expect(result.status == 0)
    #expect(try folder.read("b.transcript") == """
      counter> load counter
      loaded counter: Counter
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)

      """)
  }
}
