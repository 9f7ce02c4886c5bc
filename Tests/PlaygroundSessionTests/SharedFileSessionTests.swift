import Foundation
import Lessons
import PlaygroundSession
import Testing

/// A session's shared file: writes held back on the virtual clock, written when the session
/// ends, and a file changed outside the session reloaded between commands.
@MainActor
struct SharedFileSessionTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(component: "shared-file-session-\(UUID().uuidString)", directoryHint: .isDirectory)
  var statsFile: URL { folder.appending(path: "Documents/lift.json") }

  /// What a session printed since it was last cleared.
  final class Printed {
    var lines: [String] = []
  }

  /// A shared-stats session on `folder`, and what it prints.
  func session() throws -> (Playground, Printed) {
    let printed = Printed()
    let playground = try Playground(lessons: allLessons, lessonID: "shared-stats", dataFolder: .at(folder)) {
      printed.lines.append($0.text)
    }
    return (playground, printed)
  }

  func savedCount() throws -> Int? {
    let text = try String(contentsOf: statsFile, encoding: .utf8)
    return text.firstMatch(of: /"floor" : (-?\d+)/).flatMap { Int($0.1) }
  }

  @Test func aFileChangedOutsideIsReloadedBeforeTheNextCommandAsADiff() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (playground, printed) = try session()
    _ = await playground.execute("send .cabin(.upButtonTapped)")
    #expect(try savedCount() == 1)
    printed.lines = []
    try Data(#"{"floor" : 5, "highest" : 5, "lowest" : 0, "trips" : 5}"#.utf8).write(to: statsFile)
    _ = await playground.execute("state cabin.stats.floor")
    #expect(printed.lines.first == "Documents/lift.json in the data folder changed outside the playground; reloaded lift:")
    #expect(printed.lines.joined(separator: "\n").contains("-       floor: 1,\n+       floor: 5,"))
    #expect(printed.lines.last == "5")
    printed.lines = []
    _ = await playground.execute("state cabin.stats.floor")
    #expect(printed.lines == ["5"], "reloaded once")
  }

  @Test func aHeldWriteShowsInSharedAndIsWrittenWhenTheSecondEndsOrTheSessionDoes() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (playground, printed) = try session()
    _ = await playground.execute("send .cabin(.upButtonTapped)")
    _ = await playground.execute("send .cabin(.upButtonTapped)")
    // The held 2 reaches the disk after a second of real time too; the session still shows
    // it pending until the second of virtual time ends.
    #expect([1, 2].contains(try savedCount()))
    printed.lines = []
    _ = await playground.execute("shared")
    #expect(printed.lines.contains { $0.hasPrefix("  write: pending;") })
    _ = await playground.execute("advance 999ms")
    #expect([1, 2].contains(try savedCount()))
    _ = await playground.execute("advance 1ms")
    #expect(try savedCount() == 2, "one second of virtual time after the first write")
    printed.lines = []
    _ = await playground.execute("shared")
    #expect(!printed.lines.contains { $0.hasPrefix("  write:") })

    _ = await playground.execute("send .cabin(.upButtonTapped)")
    _ = await playground.execute("send .cabin(.upButtonTapped)")
    // As above: the held 4 may reach the disk after a second of real time, which a loaded
    // machine can take between two commands.
    #expect([3, 4].contains(try savedCount()))
    playground.finish()
    #expect(try savedCount() == 4)
  }

  /// The lesson's store is built for the first prompt, not when the session starts: what it
  /// reports as it loads its file comes before the first command, and a session that takes
  /// no command leaves the file unread and unreported.
  @Test func theStoreIsBuiltForTheFirstPromptAndReportsItsFileThen() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: statsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: statsFile)
    let (idle, idlePrinted) = try session()
    idle.finish()
    #expect(idlePrinted.lines == [])
    let (playground, printed) = try session()
    #expect(printed.lines == [])
    #expect(playground.prompt == "shared-stats> ")
    #expect(printed.lines.count == 1)
    #expect(printed.lines.first?.hasPrefix("runtime warning: Could not load Stats from ") == true)
    printed.lines = []
    _ = await playground.execute("state cabin.stats.floor")
    #expect(printed.lines == ["0"])
    #expect(try String(contentsOf: statsFile, encoding: .utf8) == "not json")
  }
}
