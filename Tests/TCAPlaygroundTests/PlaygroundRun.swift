import Foundation
import Testing

/// One run of the built `tca-playground` binary with piped input, as a script would run it.
/// Input and output go through files, so no pipe can fill up and stall the run.
struct PlaygroundRun {
  let status: Int32
  let output: String
  let errors: String

  /// The binary beside the test bundle, where `swift build --build-tests` puts it.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tca-playground")
  }

  init(_ arguments: [String], input: String, environment: [String: String]) throws {
    let executable = Self.executable
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "no \(executable.path); build the playground first: swift build --build-tests"
    )
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PlaygroundRun-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (stdin, stdout, stderr) = (
      folder.appendingPathComponent("in"), folder.appendingPathComponent("out"), folder.appendingPathComponent("err")
    )
    try Data(input.utf8).write(to: stdin)
    try Data().write(to: stdout)
    try Data().write(to: stderr)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment.merging(["LANG": "C.UTF-8"]) { mine, _ in mine }
    process.standardInput = try FileHandle(forReadingFrom: stdin)
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    try process.run()
    process.waitUntilExit()
    status = process.terminationStatus
    output = try String(contentsOf: stdout, encoding: .utf8)
    errors = try String(contentsOf: stderr, encoding: .utf8)
  }
}
