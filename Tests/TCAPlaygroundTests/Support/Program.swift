import Foundation
import PlaygroundTestSupport

/// The built `tca-playground`, run as a user runs it.
enum Program {
  static let url = BuiltProgram.url

  struct Result {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs the program in `folder`, with `input` as its standard input, and waits for it to end.
  /// The streams go through files, so no pipe can fill up or break. With `umask`, the program
  /// runs under that file mode mask, set by a shell in front of it; with `executable`, that
  /// program runs instead, such as a shell that pipes the playground. The environment is this
  /// process's plus `environment`, or, with `inheritEnvironment` false, `environment` alone, so
  /// no `HOME` or `XDG_…` of the machine leaks in.
  static func run(
    _ arguments: [String], in folder: URL, input: String = "", environment: [String: String] = [:],
    umask: String? = nil, executable: URL? = nil, inheritEnvironment: Bool = true
  ) async throws -> Result {
    let streams = try TemporaryFolder()
    let (inputFile, outputFile, errorFile) = (
      streams.url.appendingPathComponent("stdin"), streams.url.appendingPathComponent("stdout"),
      streams.url.appendingPathComponent("stderr")
    )
    try Data(input.utf8).write(to: inputFile)
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    let process = Process()
    if let umask {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", url.path] + arguments
    } else {
      process.executableURL = executable ?? url
      process.arguments = arguments
    }
    process.currentDirectoryURL = folder
    var base = inheritEnvironment ? ProcessInfo.processInfo.environment : ["LANG": "C.UTF-8"]
    base["GITHUB_ACTIONS"] = nil
    base["NO_COLOR"] = "1"
    process.environment = base.merging(environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    await process.waitForExit()
    return Result(
      status: process.terminationStatus,
      output: try String(contentsOf: outputFile, encoding: .utf8),
      errors: try String(contentsOf: errorFile, encoding: .utf8)
    )
  }
}
