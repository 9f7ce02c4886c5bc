import Foundation
import Testing

/// The engine's folders depend on each other one way, as docs/layout.md lists them, but for
/// the pairs it names with their reasons: at most two, each through the command registry (one
/// is left).
@Suite struct EngineFolderDependencyTests {
  static let engine = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources/PlaygroundSession")
  /// The folders that still use each other, as docs/layout.md writes each pair in its list of
  /// them, with its reason: `Commands ↔ Tutorials`.
  static let namedPairs: Set<String> = ["Commands ↔ Tutorials"]

  @Test func noOtherTwoFoldersUseEachOther() throws {
    let folders = try EngineFolders(root: Self.engine)
    for (use, back) in folders.twoWayPairs() where !Self.namedPairs.contains(Self.name(use.from, use.to)) {
      Issue.record(
        "\(use.from) and \(use.to) use each other: \(use); \(back). Move the shared name to the folder both may use, or turn one use around (an observer, a protocol the other folder conforms to)."
      )
    }
    #expect(Self.namedPairs.count <= 2, "at most two pairs of folders may use each other")
  }

  /// Each named pair is still a pair, and docs/layout.md says why.
  @Test func eachNamedPairIsOneAndTheLayoutPageSaysWhy() throws {
    let folders = try EngineFolders(root: Self.engine)
    let pairs = Set(folders.twoWayPairs().map { Self.name($0.0.from, $0.0.to) })
    let page = try String(contentsOf: EngineLayoutTests.layout, encoding: .utf8)
    for pair in Self.namedPairs.sorted() {
      #expect(pairs.contains(pair), "\(pair) no longer use each other: take the pair off namedPairs and docs/layout.md")
      #expect(page.contains("- `\(pair)`: "), "docs/layout.md does not give the reason for \(pair) in a line '- `\(pair)`: …'")
    }
  }

  @Test func theEngineHasFolders() throws {
    let folders = try EngineFolders(root: Self.engine)
    #expect(folders.uses.keys.count > 3, "no folders found under \(Self.engine.path)")
  }

  /// A pair's name, its folders in the order `twoWayPairs` gives them.
  static func name(_ first: String, _ second: String) -> String {
    "\(min(first, second)) ↔ \(max(first, second))"
  }
}
