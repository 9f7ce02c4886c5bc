import Foundation
import Lessons
import PlaygroundSession
import Testing

/// What the new build does after `:reload`: it runs the old session's commands again,
/// silently, on the data folder's files as the old session found them, so a file the session
/// changed is not changed twice, and `undo` still goes back past the old session's steps.
@MainActor
struct ResumeTests {
  let folder = FileManager.default.temporaryDirectory
    .appending(component: "resume-\(UUID().uuidString)", directoryHint: .isDirectory)
  var statsFile: URL { folder.appending(path: "data/Documents/lift.json") }
  var originals: URL { folder.appending(path: "originals") }

  func stats() throws -> String {
    try String(contentsOf: statsFile, encoding: .utf8)
  }

  @Test func theNewBuildReplaysSilentlyWithoutChangingAFileTwice() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = ["send .cabin(.upButtonTapped)", "send .cabin(.upButtonTapped)", "set long-runs all"]
    let old = try Playground(lessons: allLessons, lessonID: "shared-stats", dataFolder: .at(folder.appending(path: "data"))) { _ in }
    for command in commands { _ = await old.execute(command) }
    old.finish()
    let written = try stats()
    #expect(written.contains("\"floor\" : 2"))
    try old.exportOriginals(to: originals)

    var printed: [String] = []
    let new = try Playground(lessons: allLessons, lessonID: "shared-stats", dataFolder: .at(folder.appending(path: "data"))) {
      printed.append($0.text)
    }
    await new.resume(commands, originals: originals)
    #expect(printed.isEmpty)
    #expect(try stats() == written)
    #expect(!FileManager.default.fileExists(atPath: originals.path), "the originals are taken into the new session")

    _ = await new.execute("state cabin.stats.floor")
    _ = await new.execute("set")
    _ = await new.execute("undo 2")
    _ = await new.execute("state cabin.stats.floor")
    #expect(printed.first == "2")
    #expect(printed.contains { $0.hasPrefix("long-runs      all:") })
    #expect(printed.last == "0")
    new.finish()
    #expect(try stats().contains("\"floor\" : 0"))
  }
}
