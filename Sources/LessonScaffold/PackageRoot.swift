import Foundation

/// The playground's package: the folder with `Package.swift` and `Lessons/Chapters.md`, where
/// `new` writes a lesson.
public struct PackageRoot: Sendable {
  public let url: URL

  /// The package this program was built from, as the compiler saw this file: it stays the
  /// answer for a binary run from `.build`, and names a folder that may be gone for one copied
  /// elsewhere.
  public static let built = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The package at `path` when given (`--package PATH`), else the one this program was
  /// built from, `built`; an error saying which is missing when it is not a playground's package.
  public static func find(_ path: String?, for command: String, built: URL = PackageRoot.built) throws(ScaffoldError) -> PackageRoot {
    if let path {
      let url = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
      guard isPackage(url) else {
        throw .usage("\(path) is not the playground's package: it has no Package.swift and Lessons/Chapters.md")
      }
      return PackageRoot(url: url)
    }
    guard isPackage(built) else {
      throw .usage(
        "\(command) needs the playground's package, and \(built.path), which this program was built from, is not there; "
          + "pass --package PATH"
      )
    }
    return PackageRoot(url: built)
  }

  public init(url: URL) {
    self.url = url
  }

  static func isPackage(_ url: URL) -> Bool {
    let files = FileManager.default
    return files.fileExists(atPath: url.appending(path: "Package.swift").path)
      && files.fileExists(atPath: url.appending(path: "Lessons/Chapters.md").path)
  }

  /// The file at `path` inside the package.
  func file(_ path: String) -> URL {
    url.appending(path: path)
  }
}
