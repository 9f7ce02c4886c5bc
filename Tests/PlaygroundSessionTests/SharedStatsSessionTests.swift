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
  var statsFile: URL { folder.appending(path: "Documents/stats.json") }

  func session(_ commands: [String]) async throws -> String {
    try await Playground.replay(commands, lessons: allLessons, lessonID: "shared-stats", dataFolder: .at(folder)).text
  }

  func writeStats(_ text: String) throws {
    try FileManager.default.createDirectory(at: statsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: statsFile)
  }

  @Test func restartingWithTheSameDataFolderKeepsTheStats() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await session(["send .counter(.incrementButtonTapped)", "send .counter(.incrementButtonTapped)"])
    let restarted = try await session(["state profile.stats.count", "state counter.stats.numberOfCounts"])
    #expect(restarted == """
      shared-stats> state profile.stats.count
      2
      shared-stats> state counter.stats.numberOfCounts
      2

      """)
  }

  /// `^` looks into the counter tab, a child feature run with `Scope`, for the alert it shows.
  @Test func caretReachesTheAlertOfTheCounterTab() async throws {
    func session(_ dismissal: String) async throws -> String {
      let commands = ["send .counter(.isPrimeButtonTapped)", "send \(dismissal)", "state counter.alert"]
      return try await Playground.replay(commands, lessons: allLessons, lessonID: "shared-stats").text
    }
    let caret = try await session("^.dismiss")
    let typedInFull = try await session(".counter(.alert(.dismiss))")
    #expect(caret == typedInFull.replacingOccurrences(of: "send .counter(.alert(.dismiss))", with: "send ^.dismiss"))
    #expect(caret.hasSuffix("shared-stats> state counter.alert\nnil\n"))
    let noButtons = try await Playground.replay(
      ["send .counter(.isPrimeButtonTapped)", "send ^.ok"], lessons: allLessons, lessonID: "shared-stats"
    ).text
    #expect(noButtons.hasSuffix("error: the alert on top has no actions to send; close it with send ^.dismiss (column 7)\n"))
  }

  @Test func aFreshTemporaryFolderStartsFromTheDefault() async throws {
    for _ in 1...2 {
      let output = try await Playground.replay(
        ["send .counter(.decrementButtonTapped)", "state counter.stats.count"],
        lessons: allLessons, lessonID: "shared-stats"
      ).text
      #expect(output.hasSuffix("shared-stats> state counter.stats.count\n-1\n"))
    }
  }

  @Test func theTemporaryFolderIsRemovedWhenTheSessionEnds() async throws {
    var dataFolder: DataFolder? = .temporary()
    let url = try #require(dataFolder?.url)
    _ = try await Playground.replay(
      ["send .counter(.incrementButtonTapped)"], lessons: allLessons, lessonID: "shared-stats", dataFolder: dataFolder!
    )
    #expect(FileManager.default.fileExists(atPath: url.appending(path: "Documents/stats.json").path))
    dataFolder = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func sharedListsTheKeyTheValueAndTheFile() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try await session(["send .counter(.incrementButtonTapped)", "shared"])
    #expect(output.hasSuffix("""
      shared-stats> shared
      stats = Stats(count: 1, maxCount: 1, minCount: 0, numberOfCounts: 1)
        key:   .fileStorage, file Documents/stats.json in the data folder
        state: counter.stats, profile.stats
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
    try writeStats(#"{"count": 3, "maxCount": "#)
    let output = try await session(["shared", "send .counter(.incrementButtonTapped)", "state counter.stats.count"])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(7)) == [
      "runtime warning: Could not load Stats from \(statsFile.path): it is not valid JSON; the value stays at its default in memory and changes are not saved until it is reset, so what is stored is kept as it is",
      "shared-stats> shared",
      "stats = Stats(count: 0, maxCount: 0, minCount: 0, numberOfCounts: 0)",
      "  key:   .fileStorage, file Documents/stats.json in the data folder",
      "  state: counter.stats, profile.stats",
      "error: Documents/stats.json in the data folder could not be loaded: it is not valid JSON; changes stay in memory, unsaved, until 'shared reset stats' sets the file aside as stats.json.corrupt and starts over from the default",
      "data folder: \(folder.path)",
    ])
    #expect(output.hasSuffix("shared-stats> state counter.stats.count\n1\n"), "the change is kept in memory")
    #expect(try String(contentsOf: statsFile, encoding: .utf8) == #"{"count": 3, "maxCount": "#)
  }

  @Test func sharedResetSetsTheCorruptFileAsideAndSavesAgain() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeStats("not json")
    let output = try await session(["shared reset stats", "send .counter(.decrementButtonTapped)", "shared"])
    #expect(output.contains("""
      shared-stats> shared reset stats
      set the unreadable file aside as Documents/stats.json.corrupt in the data folder
      stats is back to its default: Stats(count: 0, maxCount: 0, minCount: 0, numberOfCounts: 0)

      """))
    #expect(!output.contains("error:"), "after the reset the file loads and saves")
    #expect(try String(contentsOf: statsFile.appendingPathExtension("corrupt"), encoding: .utf8) == "not json")
    let saved = try String(contentsOf: statsFile, encoding: .utf8)
    #expect(saved.contains(#""minCount" : -1"#))
  }
}
