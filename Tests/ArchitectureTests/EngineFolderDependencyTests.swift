import Foundation
import Testing

/// The engine's folders depend on each other one way, as the README's "Layout" draws them. The
/// command registry (`Commands`) and `Playground` at the top level wire every capability
/// together, so they may be used back.
@Suite struct EngineFolderDependencyTests {
  static let engine = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources/PlaygroundSession")

  /// Two-way pairs left from before the folders were made one-way, each to be undone; a new
  /// one fails the test. Remove a pair here when it goes.
  static let knownPairs: Set<String> = [
    "Parsing ↔ TestMode",
  ]

  @Test func noTwoFoldersUseEachOther() throws {
    let folders = try EngineFolders(root: Self.engine)
    let pairs = folders.twoWayPairs(exempt: ["Commands", EngineFolders.topLevel])
    let found = Set(pairs.map { "\($0.0.from) ↔ \($0.0.to)" })
    for (use, back) in pairs where !Self.knownPairs.contains("\(use.from) ↔ \(use.to)") {
      Issue.record(
        "\(use.from) and \(use.to) use each other: \(use); \(back). Move the shared name to the folder both may use, or turn one use around (an observer, a protocol the other folder conforms to)."
      )
    }
    for pair in Self.knownPairs.subtracting(found).sorted() {
      Issue.record("\(pair) no longer use each other: remove the pair from EngineFolderDependencyTests.knownPairs.")
    }
  }

  @Test func theEngineHasFolders() throws {
    let folders = try EngineFolders(root: Self.engine)
    #expect(folders.uses.keys.count > 3, "no folders found under \(Self.engine.path)")
  }
}
