import FeatureOpening
import Foundation
import PlaygroundPackage
import PlaygroundReload
import Synchronization

/// `open` of a feature file outside the package (the counter lesson's reducer, copied to a
/// temporary folder as a learner's own file), with the copy's debug playground, as the tests
/// build it, in a whole copy of the package of the benchmark's own (`.build/open-fixture`):
///
/// - the same unchanged file again, from starting `tca-playground open FILE` to its first
///   line of output (no build: the running build holds the file);
/// - after a one-line change to the file, `open` to its first line of output, against
///   `swift build --product tca-playground` alone for the same change written to the
///   generated folder as `open` writes it.
///
/// Each figure is the fastest of its interleaved runs (see `fastestRuns`).
enum OpenBenchmark {
  @MainActor
  static func run() async throws {
    let source = PackageRoot(
      url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    )
    let copy = try PackageCopy.prepare(of: source, folder: "open-fixture")
    let binary = BuildConfiguration.debug.binary(in: copy.package)
    print("open (debug tca-playground in \(source.relativePath(copy.package.url.path)))")
    let folder = FileManager.default.temporaryDirectory.appending(component: "tca-playground-open-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(component: "Counter.swift")
    let counter = try String(contentsOf: source.file("Lessons/counter/Counter.swift"), encoding: .utf8)
    var edits = 0
    // Each run changes the same line to a new value, so each build has one file to compile.
    func edit() throws {
      edits += 1
      try Data(counter.replacing("state.count += 1", with: "state.count += \(edits + 1)").utf8).write(to: file)
    }
    try edit()
    guard await copy.build(.debug).succeeded, try await firstLine(binary, file) != nil else {
      print("  the copy did not build or open the file; 'swift build' there says why")
      return
    }
    let unchanged = try await fastestRuns(5, of: [{ try await firstLine(binary, file) ?? .infinity }])[0]
    print(String(format: "  open of the same unchanged file, to its first line: %.2f s (target: under 2 s)", unchanged))
    let times = try await fastestRuns(3, of: [
      {
        try edit()
        let plan = try OpenPlan(OpenRequest(paths: [file.path]))
        try GeneratedFolder(package: copy.package).replace(with: plan.files)
        let start = ContinuousClock.now
        guard await copy.build(.debug).succeeded else { throw Failed() }
        return (ContinuousClock.now - start).inSeconds
      },
      {
        try edit()
        return try await firstLine(binary, file) ?? .infinity
      },
    ])
    print(String(format: "  swift build alone after a one-line change to the file: %.2f s", times[0]))
    print(String(
      format: "  open of the changed file, to its first line: %.2f s, %.2f× swift build alone (target: at most 1.5×)",
      times[1], times[1] / times[0]
    ))
  }

  struct Failed: Error {}

  /// Seconds from starting `binary open file` to the first line it prints, `state`'s echo
  /// (piped, so no banner); `nil` when it ends first, or prints anything else first, such as
  /// a compiler error.
  private static func firstLine(_ binary: URL, _ file: URL) async throws -> Double? {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["open", file.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let first = Mutex<(line: String, at: ContinuousClock.Instant)?>(nil)
    let start = ContinuousClock.now
    output.readLines { line in first.withLock { $0 = $0 ?? (line, .now) } }
    try process.run()
    try input.fileHandleForWriting.write(contentsOf: Data("state\n".utf8))
    try input.fileHandleForWriting.close()
    while process.isRunning { try await Task.sleep(for: .milliseconds(10)) }
    try await Task.sleep(for: .milliseconds(50))
    guard let (line, end) = first.withLock({ $0 }), line == "opened-counter> state" else { return nil }
    return start.duration(to: end).inSeconds
  }
}
