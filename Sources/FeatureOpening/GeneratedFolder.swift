import Foundation
import PlaygroundPackage

/// `Sources/OpenedFeatures/Generated/`, git-ignored, where `open` writes what the build needs:
/// the opened files with their edits, and their registration. The `OpenedFeatures` target
/// compiles it beside its one committed file, which keeps the target from ever being empty.
public struct GeneratedFolder: Sendable {
  public static let path = "Sources/OpenedFeatures/Generated"
  public let url: URL

  public init(package: PackageRoot) {
    url = package.file(Self.path)
  }

  /// The folder's Swift files, by name; empty when there is none.
  public func contents() -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    var files: [String: String] = [:]
    for name in names where name.hasSuffix(".swift") {
      files[name] = try? String(contentsOf: url.appending(component: name), encoding: .utf8)
    }
    return files
  }

  /// Makes the folder hold `files` and nothing else, writing only the files that differ, so an
  /// unchanged one keeps its modification time and the build does not recompile for it.
  public func replace(with files: [String: String]) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: url, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: url.path) where files[name] == nil {
      try manager.removeItem(at: url.appending(component: name))
    }
    let current = contents()
    for (name, text) in files where current[name] != text {
      try Data(text.utf8).write(to: url.appending(component: name))
    }
  }
}
