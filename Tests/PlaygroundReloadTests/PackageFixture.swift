import Foundation

/// A copy of this package under its own `.build/reload-fixture`, for tests that edit a lesson
/// and rebuild: the real working tree is never written.
///
/// SwiftPM keys a build on absolute paths, so the copy needs a build of its own. It persists
/// between runs: each run brings the copy's sources in line with the real ones, writing only
/// the files that differ (an unchanged file keeps its modification time), so only the first
/// run builds everything and later ones rebuild what changed since. The dependencies' checkouts
/// and the prebuilt swift-syntax are copied once from the real `.build`, so no network is
/// needed.
struct PackageFixture {
  static let source = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let root: URL

  /// What the copy holds of the package: enough for `swift build --product tca-playground`
  /// (the manifest names the test targets, so their folders come too).
  static let copied = ["Package.swift", "Package.resolved", "Sources", "Lessons", "Tests"]
  /// Copied once from the real `.build`.
  static let dependencies = ["checkouts", "repositories", "prebuilts", "workspace-state.json"]

  /// The copy, in line with the real sources.
  static func prepare() throws -> PackageFixture {
    let root = source.appending(path: ".build/reload-fixture", directoryHint: .isDirectory)
    let files = FileManager.default
    for name in copied {
      let from = source.appending(path: name)
      guard files.fileExists(atPath: from.path) else { continue }
      try sync(from, to: root.appending(path: name))
    }
    let build = root.appending(path: ".build", directoryHint: .isDirectory)
    try files.createDirectory(at: build, withIntermediateDirectories: true)
    for name in dependencies {
      let from = source.appending(path: ".build/\(name)")
      let to = build.appending(path: name)
      guard files.fileExists(atPath: from.path), !files.fileExists(atPath: to.path) else { continue }
      try files.copyItem(at: from, to: to)
    }
    return PackageFixture(root: root)
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

  /// `swift build --product tca-playground` in the copy, in the tests' configuration; returns
  /// its output and how long it took.
  func build() throws -> (output: String, status: Int32, seconds: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    #if DEBUG
      let configuration = "debug"
    #else
      let configuration = "release"
    #endif
    process.arguments = ["swift", "build", "--package-path", root.path, "--configuration", configuration, "--product", "tca-playground"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let start = ContinuousClock.now
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = start.duration(to: .now)
    return (
      String(decoding: output, as: UTF8.self), process.terminationStatus,
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    )
  }

  var binary: URL {
    #if DEBUG
      root.appending(path: ".build/debug/tca-playground")
    #else
      root.appending(path: ".build/release/tca-playground")
    #endif
  }

  /// Writes `text` over the copy's file at `path`.
  func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: root.appending(path: path))
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }
}
