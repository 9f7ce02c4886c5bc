import Foundation
import Testing

/// The engine's folders depend on each other one way, as docs/layout.md lists them. The
/// command registry (`Commands`) and `Playground` at the top level wire every capability
/// together, so they may be used back.
@Suite struct EngineFolderDependencyTests {
  static let engine = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources/PlaygroundSession")
  static let wiring: Set<String> = ["Commands", EngineFolders.topLevel]

  @Test func noTwoFoldersUseEachOther() throws {
    let folders = try EngineFolders(root: Self.engine)
    for (use, back) in folders.twoWayPairs(exempt: Self.wiring) {
      Issue.record(
        "\(use.from) and \(use.to) use each other: \(use); \(back). Move the shared name to the folder both may use, or turn one use around (an observer, a protocol the other folder conforms to)."
      )
    }
  }

  @Test func theEngineHasFolders() throws {
    let folders = try EngineFolders(root: Self.engine)
    #expect(folders.uses.keys.count > 3, "no folders found under \(Self.engine.path)")
  }
}
