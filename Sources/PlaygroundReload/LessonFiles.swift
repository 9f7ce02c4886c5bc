import Foundation
import PlaygroundPackage

/// The Swift files under the package's `Lessons/` and when each last changed: what
/// `:reload --watch` polls. Polling keeps the playground free of a file-watch library; a few
/// hundred `stat` calls a second cost nothing next to a build.
public struct LessonFiles: Equatable, Sendable {
  /// Each file's modification time, by path relative to the package.
  public let modified: [String: Date]

  public init(modified: [String: Date]) {
    self.modified = modified
  }

  /// The files as they are now.
  public static func scan(_ package: PackageRoot) -> LessonFiles {
    let lessons = package.url.appending(component: "Lessons", directoryHint: .isDirectory)
    let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
    var modified: [String: Date] = [:]
    let files = FileManager.default.enumerator(at: lessons, includingPropertiesForKeys: keys)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", let values = try? file.resourceValues(forKeys: Set(keys)),
        values.isRegularFile == true
      else { continue }
      modified[package.relativePath(file.standardizedFileURL.path)] = values.contentModificationDate ?? .distantPast
    }
    return LessonFiles(modified: modified)
  }

  /// The files added, removed or changed since `earlier`, sorted.
  public func changes(since earlier: LessonFiles) -> [String] {
    Set(modified.keys).union(earlier.modified.keys).filter { modified[$0] != earlier.modified[$0] }.sorted()
  }
}
