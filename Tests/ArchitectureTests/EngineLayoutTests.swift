import Foundation
import Testing

/// docs/layout.md lists which folder of the engine uses which. The code must not use
/// more, and the list must not claim what the code no longer does, so the list stays current.
@Suite struct EngineLayoutTests {
  static let layout = EngineFolderDependencyTests.engine
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "docs/layout.md")
  static let tableHeading = "Engine folders, and the folders each uses:"

  /// The page's lines `    Folder → Other, Another` after its table heading, up to the first
  /// line without an arrow; `→ nothing` for a folder that uses none.
  static func documentedUses(in text: String) -> [String: Set<String>] {
    var uses: [String: Set<String>] = [:]
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard inTable else {
        inTable = line.hasSuffix(tableHeading)
        continue
      }
      // Blank lines before the rows are the code block's; the first one after them ends it.
      if line.allSatisfy(\.isWhitespace) {
        if uses.isEmpty { continue } else { break }
      }
      let sides = line.split(separator: "→", maxSplits: 1)
      guard sides.count == 2 else { break }
      let used = sides[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      uses[sides[0].trimmingCharacters(in: .whitespaces)] = Set(used.filter { $0 != "nothing" })
    }
    return uses
  }

  @Test func theLayoutPageSaysWhichFolderUsesWhich() throws {
    let documented = Self.documentedUses(in: try String(contentsOf: Self.layout, encoding: .utf8))
    try #require(!documented.isEmpty, "docs/layout.md has no line ending \"\(Self.tableHeading)\"")
    let folders = try EngineFolders(root: EngineFolderDependencyTests.engine)
    let actual = folders.uses
    for folder in Set(documented.keys).union(actual.keys).sorted() {
      let uses = actual[folder] ?? [:]
      guard let allowed = documented[folder] else {
        Issue.record("docs/layout.md's table has no line for the engine folder \(folder)")
        continue
      }
      for (target, use) in uses.sorted(by: { $0.key < $1.key }) where !allowed.contains(target) {
        Issue.record("\(use), which docs/layout.md's table does not list: add \(target) to \(folder)'s line, or remove the use")
      }
      for target in allowed.subtracting(uses.keys).sorted() {
        Issue.record("docs/layout.md's table says \(folder) uses \(target), which it no longer does: take \(target) off the line")
      }
    }
  }

  @Test func theTableIsReadUpToItsEnd() {
    let uses = Self.documentedUses(in: """
      Some prose.
      \(Self.tableHeading)

          Host      → nothing
          Clock     → Host, (top level)

      Prose again → not a row.
      """)
    #expect(uses == ["Host": [], "Clock": ["Host", "(top level)"]])
  }
}
