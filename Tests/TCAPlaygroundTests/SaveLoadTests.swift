import Foundation
import PlaygroundTestSupport
import Testing

/// `:save FILE`, `:load FILE` and `tca-playground LESSON --replay FILE`, driven through standard
/// input as a script would.
struct SaveLoadTests {
  /// A short session that changes something, for each lesson.
  static let sessions: [(lesson: String, commands: [String])] = [
    ("counter", ["send .incrementButtonTapped", "state", "send .incrementButtonTapped"]),
    ("timers", ["send .startStopTapped", "advance 2s", "timeline"]),
    ("cancellation", ["dependency kettle slow", "send .switchOnTapped", "send .dialTurned(60)", "history"]),
    ("shared-stats", ["send .cabin(.upButtonTapped)", "send .show(.lobby)"]),
    ("sign-up", ["send .signUpButtonTapped", "bind ^.signUpData.email \"mo@harbourfest.example\""]),
  ]

  @Test(arguments: sessions.map(\.lesson))
  func aSavedSessionChecksAndLoadsBackToTheSameState(_ lesson: String) async throws {
    let commands = try #require(Self.sessions.first { $0.lesson == lesson }).commands
    let folder = try TemporaryFolder()
    let saved = try await Program.run(
      [lesson], in: folder.url, input: (commands + ["undo", "goto 2", ":save s.transcript", "state"]).joined(separator: "\n") + "\n"
    )
    #expect(saved.status == 0, "\(saved.errors)")
    #expect(saved.output.contains(":save s.transcript\nsaved 2 steps to s.transcript; 'tca-playground check s.transcript' replays it\n"))
    let file = try folder.read("s.transcript")
    // The lesson is the file's first prompt, and the modes its dependency commands.
    #expect(file.hasPrefix("\(lesson)> \(commands[0])\n"))
    #expect(try await Program.run(["check", "s.transcript"], in: folder.url).status == 0)

    let loaded = try await Program.run([lesson, "--replay", "s.transcript"], in: folder.url, input: "state\n")
    #expect(loaded.status == 0, "\(loaded.errors)")
    #expect(loaded.errors.contains("replayed 2 commands from s.transcript, all as recorded"))
    let stateAfterSave = saved.output.components(separatedBy: "> state\n").last
    let stateAfterLoad = loaded.output.components(separatedBy: "> state\n").last
    #expect(stateAfterSave == stateAfterLoad)
  }

  @Test func loadWarnsAboutDifferingOutputAndStopsAtTheFirstError() async throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("bug.transcript", """
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 5)
      counter> send .incrementButtonTaped
      error: [..]
      counter> send .incrementButtonTapped
      ...

      """)
    let result = try await Program.run(["counter"], in: folder.url, input: ":load bug.transcript\nstate\n")
    #expect(result.status == 0)
    #expect(result.output == """
      counter> :load bug.transcript
      counter> load counter
      loaded counter: Counter
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> send .incrementButtonTaped
      error: Counter.Action has no case .incrementButtonTaped (column 6); did you mean .incrementButtonTapped?
      counter> state
      Counter.State(count: 1)

      """)
    #expect(result.errors.contains("warning: bug.transcript line 1: the output differs from the recording"))
    #expect(result.errors.contains("stopped bug.transcript at line 4, the first command that printed an error"))
  }

  @Test func aForeignOrMissingFileIsOneClearError() async throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("notes.txt", "hello\nworld\n")
    let result = try await Program.run(["counter"], in: folder.url, input: ":load notes.txt\n:load missing.transcript\n:load\nstate\n")
    #expect(result.status == 0)
    // On standard output, as every other error is when piped.
    let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors.count == 3)
    #expect(errors[0].hasPrefix("error: cannot load notes.txt:1: "))
    #expect(errors[1] == "error: cannot load missing.transcript: no such file or directory")
    #expect(errors[2] == "error: :load needs a transcript file, e.g. :load bug.transcript")
  }

  @Test func saveBeforeAnyStepSaysSoAndWritesNothing() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["counter"], in: folder.url, input: "state\n:save s.transcript\n:save no/such/s.transcript\n")
    #expect(result.output.contains("error: nothing to save: no step has changed the session yet ('history' lists the steps)"))
    #expect(result.output.contains("error: cannot save no/such/s.transcript: no folder no/such"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("s.transcript").path))
  }

  /// `~/` is the home folder, as Tab completes it: no shell expands it before the playground
  /// reads the line.
  @Test func aPathStartingWithTildeIsInTheHomeFolder() async throws {
    let folder = try TemporaryFolder()
    let home = try TemporaryFolder()
    let result = try await Program.run(
      ["counter"], in: folder.url,
      input: "send .incrementButtonTapped\n:save ~/s.transcript\n:load ~/s.transcript\n",
      environment: ["HOME": home.url.path]
    )
    #expect(result.status == 0, "\(result.errors)")
    #expect(try home.read("s.transcript").hasPrefix("counter> send .incrementButtonTapped\n"))
    #expect(result.errors.contains("replayed 1 command from ~/s.transcript, all as recorded"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("~").path))
  }
}
