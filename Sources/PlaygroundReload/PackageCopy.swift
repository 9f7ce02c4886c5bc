import Foundation
import PlaygroundPackage
import Synchronization

/// A copy of the playground's package for trying `:reload` on edits without touching the
/// real working tree. ``prepare(of:)`` makes the benchmark's, whole, in the package's own
/// `.build/reload-fixture`; the tests make one that builds only the lessons and the
/// executable (`PrebuiltPackageCopy`).
///
/// SwiftPM keys a build on absolute paths, so the copy needs a build of its own. It persists:
/// each ``prepare(of:at:)`` brings the copy's sources in line with the real ones, writing only
/// the files that differ (an unchanged file keeps its modification time), so only the first
/// use builds everything and later ones rebuild what changed since. The dependencies'
/// checkouts and the prebuilt swift-syntax are copied once from the real `.build`, so no
/// network is needed.
public struct PackageCopy: Sendable {
  public let package: PackageRoot

  /// The copy at `package`, as it is.
  public init(package: PackageRoot) {
    self.package = package
  }

  /// What the copy holds: enough for `swift build --product tca-playground` (the manifest
  /// names the test targets, so their folders come too), and for `new` to write a lesson's
  /// test and transcript beside the others.
  static let copied = ["Package.swift", "Package.resolved", "Sources", "Lessons", "Tests", "Transcripts"]
  /// Copied once from the real `.build`.
  static let dependencies = ["checkouts", "repositories", "prebuilts", "workspace-state.json"]

  /// The copy of `source` in `source/.build/<folder>`, in line with its sources. Tests that
  /// may run at once each keep a copy of their own (`open-fixture` for `open`'s benchmark).
  public static func prepare(of source: PackageRoot, folder: String = "reload-fixture") throws -> PackageCopy {
    let root = source.url.appending(path: ".build/\(folder)", directoryHint: .isDirectory)
    let files = FileManager.default
    for name in copied {
      let from = source.url.appending(path: name)
      guard files.fileExists(atPath: from.path) else { continue }
      try sync(from, to: root.appending(path: name))
    }
    let build = root.appending(path: ".build", directoryHint: .isDirectory)
    try files.createDirectory(at: build, withIntermediateDirectories: true)
    for name in dependencies {
      let from = source.url.appending(path: ".build/\(name)")
      let to = build.appending(path: name)
      guard files.fileExists(atPath: from.path), !files.fileExists(atPath: to.path) else { continue }
      try files.copyItem(at: from, to: to)
    }
    return PackageCopy(package: PackageRoot(url: root))
  }

  /// Makes `destination` hold what `source` holds, writing only what differs.
  private static func sync(_ source: URL, to destination: URL) throws {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    files.fileExists(atPath: source.path, isDirectory: &isFolder)
    guard isFolder.boolValue else {
      let contents = try Data(contentsOf: source)
      if (try? Data(contentsOf: destination)) != contents {
        try files.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: destination)
      }
      return
    }
    try files.createDirectory(at: destination, withIntermediateDirectories: true)
    let names = Set(try files.contentsOfDirectory(atPath: source.path))
    for name in try files.contentsOfDirectory(atPath: destination.path) where !names.contains(name) {
      try files.removeItem(at: destination.appending(path: name))
    }
    for name in names { try sync(source.appending(path: name), to: destination.appending(path: name)) }
  }

  /// Builds the copy's playground as `:reload` does; returns whether it succeeded, with what
  /// the build printed.
  public func build(_ configuration: BuildConfiguration) async -> (succeeded: Bool, output: [String]) {
    let output = Lines()
    let succeeded = await SwiftBuild().build(package, configuration) { output.append($0) }
    return (succeeded, output.lines)
  }

  /// Writes `text` over the copy's file at `path`, relative to the package.
  public func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: package.url.appending(path: path))
  }
}

/// Lines gathered from another thread.
final class Lines: Sendable {
  private let value = Mutex<[String]>([])

  func append(_ line: String) {
    value.withLock { $0.append(line) }
  }

  var lines: [String] { value.withLock { $0 } }
}
