import Foundation
import PlaygroundTestSupport
import Testing

/// The tutorial progress file, through the built binary: `learn` saves it atomically,
/// `lessons` shows it, `learn` without a lesson resumes it, and a damaged file is kept as a
/// backup with one warning.
struct ProgressFileTests {
  /// The state home, removed when the test ends.
  let home: TemporaryFolder
  var state: URL { home.url }
  var file: URL { state.appendingPathComponent("tca-playground/progress.json") }
  var folder: URL { file.deletingLastPathComponent() }

  init() throws {
    home = try TemporaryFolder()
  }

  func playground(_ arguments: String..., input: String = "") async throws -> Program.Result {
    try await Program.run(arguments, in: state, input: input, environment: ["XDG_STATE_HOME": state.path], inheritEnvironment: false)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func learnSavesProgressThatLessonsShowsAndLearnResumes() async throws {
    let first = try await playground("learn", "counter", input: "source\nstate\n")
    #expect(first.status == 0)
    #expect(first.output.hasPrefix("counter> learn\nCounter: a reducer, its state and its actions (tutorial, 9 steps)\n"))
    #expect(first.output.contains("counter> state\nCounter.State(count: 0)\n✓ "))
    #expect(try files() == ["progress.json"], "no temporary file is left behind")

    let lessons = try await playground("lessons")
    let rows = lessons.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(rows.first == "Getting started")
    #expect(rows.contains("counter 2/9 a reducer, its state and its actions"))
    #expect(rows.contains("timers 0/10 a long-living effect on a virtual clock"))
    #expect(rows.contains("sign-up 0/10 a volunteer's sign-up: a navigation stack of steps sharing one @Shared value"))
    #expect(lessons.errors == "")

    let resumed = try await playground("learn")
    #expect(resumed.output.hasPrefix("""
      counter> learn
      Counter: a reducer, its state and its actions (tutorial, 9 steps): resuming at step 3/9; 'restart' begins again with the introduction.

      Step 3/9: Send your first action

      """))
  }

  @Test func withoutXDGStateHomeProgressGoesUnderHome() async throws {
    let run = try await Program.run(["learn", "timers"], in: state, environment: ["HOME": state.path], inheritEnvironment: false)
    #expect(run.status == 0)
    #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent(".local/state/tca-playground/progress.json").path))
  }

  @Test func aDamagedFileIsKeptAsABackupAndProgressStartsAfresh() async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("{\"version\": 1, \"lessons\": {\"counter\": ".utf8).write(to: file)
    let lessons = try await playground("lessons")
    #expect(lessons.errors == "warning: \(file.path) is damaged (not valid JSON); it was kept as progress.json.bak, and tutorial progress starts afresh\n")
    #expect(lessons.output.hasPrefix("Getting started\n    counter "))
    #expect(lessons.output.contains(" 0/9 "))
    #expect(try files() == ["progress.json.bak"])
    #expect(try String(contentsOf: folder.appendingPathComponent("progress.json.bak"), encoding: .utf8) == "{\"version\": 1, \"lessons\": {\"counter\": ")
    #expect(try await playground("lessons").errors == "", "the next run finds no damaged file")
  }

  /// The shell reads the file when a tutorial first needs it, not at start-up.
  @Test func aDamagedFileIsLeftAloneUntilATutorialReadsIt() async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("[]".utf8).write(to: file)
    let untouched = try await playground(input: "state\nsend .incrementButtonTapped\n")
    #expect(!untouched.errors.contains("warning"))
    #expect(try files() == ["progress.json"])
    let read = try await playground(input: "state\nlessons\n")
    #expect(read.errors.contains("warning: \(file.path) is damaged (unexpected value at the top); it was kept as progress.json.bak"))
    #expect(try files() == ["progress.json.bak"])
  }

  @Test func aFailedSaveWarnsOnceAndTheTutorialGoesOn() async throws {
    // A file where the playground's state folder should be makes every save fail.
    try Data().write(to: folder)
    let run = try await playground("learn", "counter", input: "source\nstate\n")
    let warnings = run.output.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    #expect(warnings.count == 1)
    #expect(warnings.first == "warning: could not save tutorial progress, so the next session will not resume here: cannot write \(folder.path): Not a directory")
    #expect(run.output.contains("Step 3/9: Send your first action"), "the tutorial goes on")
  }
}
