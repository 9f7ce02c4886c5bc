import Foundation
import Lessons
import PlaygroundSession
import Testing

/// A shared file over the size a replay keeps a copy of: said once, and replays use it in place.
@MainActor
struct ReplayFilesLimitTests {
  @Test func aSharedFileOverTheLimitIsSaidAndUsedInPlace() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(component: "replay-limit-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stats = folder.appending(path: "Documents/lift.json")
    try FileManager.default.createDirectory(at: stats.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Valid JSON, padded past 16 MB with white space.
    let padding = String(repeating: " ", count: 16 * 1024 * 1024 + 1)
    try Data((padding + #"{"floor": 0, "highest": 0, "lowest": 0, "trips": 0}"#).utf8).write(to: stats)
    let printed = try await Playground.replay(
      ["send .cabin(.upButtonTapped)", "send .cabin(.upButtonTapped)", "undo", "state cabin.stats.floor"],
      lessons: allLessons, lessonID: "shared-stats", dataFolder: .at(folder)
    ).map(\.text)
    #expect(printed.first == "runtime warning: Documents/lift.json in the data folder is over 16 MB, so no copy is kept: undo and goto replay their steps on the file as it is then")
    // The replay of one increment starts from the 2 the file holds, as the warning said.
    #expect(printed.last == "3")
  }
}
