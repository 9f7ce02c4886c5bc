import Foundation

/// The project's documentation: `README.md`, its front page, and one Markdown file a topic in
/// `docs/`. Every file of `docs/` counts, so a page added there is checked as the others are.
enum DocumentationPages {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let readme = root.appending(path: "README.md")
  static let folder = root.appending(path: "docs")

  /// The `docs/` pages, by name.
  static func topics() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "md" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The README, then the `docs/` pages.
  static func all() throws -> [URL] {
    try [readme] + topics()
  }

  static func lines(of page: URL) throws -> [String] {
    try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
  }

  /// The page's path in the repository, `docs/commands.md`, for messages.
  static func name(of page: URL) -> String {
    String(page.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
  }
}
