import Foundation
import Lessons
import PlaygroundSession
import Testing

/// The shared-stats lesson in sessions: its file in the data folder, kept across restarts, and
/// what happens when that file is corrupt.
@MainActor
struct SharedStatsSessionTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(component: "shared-stats-session-\(UUID().uuidString)", directoryHint: .isDirectory)
  var statsFile: URL { folder.appending(path: "Documents/lift.json") }

  func session(_ commands: [String]) async throws -> String {
    try await Playground.replay(commands, lessons: allLessons, lessonID: "shared-stats", dataFolder: .at(folder)).text
  }

  func writeStats(_ text: String) throws {
    try FileManager.default.createDirectory(at: statsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: statsFile)
  }

  @Test func restartingWithTheSameDataFolderKeepsTheStats() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await session(["send .cabin(.upButtonTapped)", "send .cabin(.upButtonTapped)"])
    let restarted = try await session(["state lobby.stats.floor", "state cabin.stats.trips"])
    #expect(restarted == """
      shared-stats> state lobby.stats.floor
      2
      shared-stats> state cabin.stats.trips
      2

      """)
  }

  /// `^` looks into the counter tab, a child feature run with `Scope`, for the alert it shows.
  @Test func caretReachesTheAlertOfTheCounterTab() async throws {
    func session(_ dismissal: String) async throws -> String {
      let commands = ["send .cabin(.directoryButtonTapped)", "send \(dismissal)", "state cabin.directory"]
      return try await Playground.replay(commands, lessons: allLessons, lessonID: "shared-stats").text
    }
    let caret = try await session("^.dismiss")
    let typedInFull = try await session(".cabin(.directory(.dismiss))")
    #expect(caret == typedInFull.replacingOccurrences(of: "send .cabin(.directory(.dismiss))", with: "send ^.dismiss"))
    #expect(caret.hasSuffix("shared-stats> state cabin.directory\nnil\n"))
    let noButtons = try await Playground.replay(
      ["send .cabin(.directoryButtonTapped)", "send ^.ok"], lessons: allLessons, lessonID: "shared-stats"
    ).text
    #expect(noButtons.hasSuffix("error: the alert on top has no actions to send; close it with send ^.dismiss (column 7)\n"))
  }

  @Test func aFreshTemporaryFolderStartsFromTheDefault() async throws {
    for _ in 1...2 {
      let output = try await Playground.replay(
        ["send .cabin(.downButtonTapped)", "state cabin.stats.floor"],
        lessons: allLessons, lessonID: "shared-stats"
      ).text
      #expect(output.hasSuffix("shared-stats> state cabin.stats.floor\n-1\n"))
    }
  }

  @Test func theTemporaryFolderIsRemovedWhenTheSessionEnds() async throws {
    var dataFolder: DataFolder? = .temporary()
    let url = try #require(dataFolder?.url)
    _ = try await Playground.replay(
      ["send .cabin(.upButtonTapped)"], lessons: allLessons, lessonID: "shared-stats", dataFolder: dataFolder!
    )
    #expect(FileManager.default.fileExists(atPath: url.appending(path: "Documents/lift.json").path))
    dataFolder = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func sharedListsTheKeyTheValueAndTheFile() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try await session(["send .cabin(.upButtonTapped)", "shared"])
    #expect(output.hasSuffix("""
      shared-stats> shared
      lift = Stats(floor: 1, highest: 1, lowest: 0, trips: 1)
        key:   .fileStorage, file Documents/lift.json in the data folder
        state: cabin.stats, lobby.stats
      data folder: \(folder.path)

      """))
  }

  @Test func aLessonWithoutSharedStateSaysSo() async throws {
    let output = try await Playground.replay(["shared", "shared reset count"], lessons: allLessons, lessonID: "counter").text
    #expect(output == """
      counter> shared
      counter has no @Shared state
      counter> shared reset count
      error: counter has no keyed @Shared state to reset (column 14)

      """)
  }

  @Test func aCorruptStatsFileIsReportedAndNeverOverwritten() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeStats(#"{"floor": 3, "highest": "#)
    let output = try await session(["shared", "send .cabin(.upButtonTapped)", "state cabin.stats.floor"])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(7)) == [
      "runtime warning: Could not load Stats from \(statsFile.path): it is not valid JSON; the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is",
      "shared-stats> shared",
      "lift = Stats(floor: 0, highest: 0, lowest: 0, trips: 0)",
      "  key:   .fileStorage, file Documents/lift.json in the data folder",
      "  state: cabin.stats, lobby.stats",
      "error: Documents/lift.json in the data folder could not be loaded: it is not valid JSON; changes stay in memory, unsaved, until 'shared reset lift' sets the file aside as lift.json.corrupt and starts over from the default",
      "data folder: \(folder.path)",
    ])
    #expect(output.hasSuffix("shared-stats> state cabin.stats.floor\n1\n"), "the change is kept in memory")
    #expect(try String(contentsOf: statsFile, encoding: .utf8) == #"{"floor": 3, "highest": "#)
  }

  @Test func sharedResetSetsTheCorruptFileAsideAndSavesAgain() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeStats("not json")
    let output = try await session(["shared reset lift", "send .cabin(.downButtonTapped)", "shared"])
    #expect(output.contains("""
      shared-stats> shared reset lift
      set the unreadable file aside as Documents/lift.json.corrupt in the data folder
      lift is back to its default: Stats(floor: 0, highest: 0, lowest: 0, trips: 0)

      """))
    #expect(!output.contains("error:"), "after the reset the file loads and saves")
    #expect(try String(contentsOf: statsFile.appendingPathExtension("corrupt"), encoding: .utf8) == "not json")
    let saved = try String(contentsOf: statsFile, encoding: .utf8)
    #expect(saved.contains(#""lowest" : -1"#))
  }
}
