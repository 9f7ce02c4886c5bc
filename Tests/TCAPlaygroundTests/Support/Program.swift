import Foundation

/// The built `tca-playground`, run as a user runs it: it sits next to the test bundle in the
/// build folder.
enum Program {
  static let url = Bundle.main.executableURL!.deletingLastPathComponent()
    .appendingPathComponent("tca-playground")

  struct Result {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs the program in `folder`, with `input` as its standard input, and waits for it to end.
  /// The streams go through files, so no pipe can fill up or break.
  static func run(
    _ arguments: [String], in folder: URL, input: String = "", environment: [String: String] = [:]
  ) throws -> Result {
    let streams = try TemporaryFolder()
    let (inputFile, outputFile, errorFile) = (
      streams.url.appendingPathComponent("stdin"), streams.url.appendingPathComponent("stdout"),
      streams.url.appendingPathComponent("stderr")
    )
    try Data(input.utf8).write(to: inputFile)
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var base = ProcessInfo.processInfo.environment
    base["GITHUB_ACTIONS"] = nil
    base["NO_COLOR"] = "1"
    process.environment = base.merging(environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: try String(contentsOf: outputFile, encoding: .utf8),
      errors: try String(contentsOf: errorFile, encoding: .utf8)
    )
  }
}
