import Foundation
import Testing

/// The README is a front page: short, with a map that reaches every page of `docs/`, and the
/// links between the pages lead somewhere.
@Suite struct DocumentationMapTests {
  static let readmeLineLimit = 300

  @Test func theReadmeStaysAFrontPage() throws {
    let lines = try String(contentsOf: DocumentationPages.readme, encoding: .utf8).filter { $0 == "\n" }.count
    #expect(lines > 0)
    #expect(
      lines <= Self.readmeLineLimit,
      "README.md has \(lines) lines, over \(Self.readmeLineLimit): move a section into docs/ and link it from the map"
    )
  }

  @Test func theReadmeLinksEveryDocsPage() throws {
    let readme = try String(contentsOf: DocumentationPages.readme, encoding: .utf8)
    let topics = try DocumentationPages.topics()
    #expect(!topics.isEmpty)
    for page in topics {
      let link = "](docs/\(page.lastPathComponent))"
      let linked = readme.contains(link)
      #expect(linked, "README.md's map has no link to \(DocumentationPages.name(of: page))")
    }
  }

  @Test func relativeLinksLeadToAFileAndAHeadingInIt() throws {
    for page in try DocumentationPages.all() {
      let text = try String(contentsOf: page, encoding: .utf8)
      for target in Self.linkTargets(in: text) where !target.contains("://") {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0].isEmpty ? page : page.deletingLastPathComponent().appending(path: String(parts[0]))
        let name = DocumentationPages.name(of: page)
        guard FileManager.default.fileExists(atPath: file.path) else {
          Issue.record("\(name) links to \(target): there is no \(parts[0])")
          continue
        }
        guard parts.count == 2 else { continue }
        let anchors = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
        #expect(anchors.contains(String(parts[1])), "\(name) links to \(target): no heading there has that anchor")
      }
    }
  }

  /// The targets of the Markdown links `[text](target)` in `text`.
  static func linkTargets(in text: String) -> [String] {
    text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
  }

  /// The anchors GitHub gives a page's headings: lowercase, punctuation dropped, spaces as `-`.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, let heading = line.firstMatch(of: /^#+ (.*)$/) else { continue }
      let words = heading.output.1.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
      anchors.insert(words.replacing(" ", with: "-"))
    }
    return anchors
  }

  @Test func anchorsAreGitHubs() {
    #expect(Self.anchors(in: "# Commands\n## Try your own idea: `:reload`\n```\n# not a heading\n```") == [
      "commands", "try-your-own-idea-reload",
    ])
    #expect(Self.linkTargets(in: "see [Layout](layout.md) and [a](https://x.org), [b](#c-d)") == [
      "layout.md", "https://x.org", "#c-d",
    ])
  }
}
