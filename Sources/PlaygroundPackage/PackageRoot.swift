import Foundation

/// The package the playground was built from: the folder holding its `Package.swift`, which
/// `:reload` rebuilds and `new` writes a lesson into.
///
/// The build embeds it: `#filePath` is this file's absolute path as the compiler saw it, so a
/// binary built in a package knows that package, wherever it is run from; `--package PATH`
/// names another. A binary copied elsewhere after its package moved or went has none, and the
/// commands that need one say so in one line.
public struct PackageRoot: Equatable, Sendable {
  /// The folder holding `Package.swift`.
  public let url: URL

  /// Why there is no package: one line, after `error: `.
  public struct Missing: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// `--package PATH` when given, else the package this binary was built in.
  ///
  /// - Parameters:
  ///   - option: The `--package` value, relative to `currentFolder` unless absolute.
  ///   - command: What needs the package, for the error: `:reload`, `new`.
  ///   - builtAt: This file's path when it was compiled; tests pass another.
  public static func find(
    option: String?,
    for command: String,
    currentFolder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
    builtAt: String = #filePath
  ) throws(Missing) -> PackageRoot {
    if let option {
      let folder = URL(fileURLWithPath: option, isDirectory: true, relativeTo: currentFolder).standardizedFileURL
      if let missing = missingFile(in: folder) {
        throw Missing(description: "\(command) needs the playground's package, and --package \(option) has no \(missing)")
      }
      return PackageRoot(url: folder)
    }
    let folder = builtIn(builtAt)
    if let missing = missingFile(in: folder) {
      throw Missing(
        description: "\(command) needs the package this playground was built from, and \(folder.path) has no \(missing); start it with --package PATH"
      )
    }
    return PackageRoot(url: folder)
  }

  /// The package folder of a file at `Sources/<Module>/<File>.swift`, as `builtAt` is.
  static func builtIn(_ builtAt: String) -> URL {
    URL(fileURLWithPath: builtAt).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The first of the playground's package files `folder` lacks: its manifest, which
  /// `:reload` builds, and `Lessons/Chapters.md`, where `new` lists a lesson.
  private static func missingFile(in folder: URL) -> String? {
    ["Package.swift", "Lessons/Chapters.md"].first { path in
      var isFolder: ObjCBool = false
      return !FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isFolder)
        || isFolder.boolValue
    }
  }

  public init(url: URL) {
    self.url = URL(fileURLWithPath: url.standardizedFileURL.path, isDirectory: true)
  }

  /// `path` relative to the package when inside it, as the package's own files are named in
  /// messages: `Lessons/counter/Counter.swift`.
  public func relativePath(_ path: String) -> String {
    let prefix = url.path.hasSuffix("/") ? url.path : url.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The file at `path` inside the package.
  public func file(_ path: String) -> URL {
    url.appending(path: path)
  }
}
