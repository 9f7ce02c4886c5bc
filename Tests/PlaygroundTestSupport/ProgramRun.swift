import Foundation

/// A program run to its end, as the integration tests run `tca-playground new` and
/// `tca-playground open --explain`: its status, what it printed, and what it said on standard
/// error. Both streams go through files, so that neither can fill while the other is read.
public struct ProgramRun {
  public let status: Int32
  /// Standard output's lines.
  public let output: [String]
  public let errors: String

  public init(_ binary: URL, _ arguments: [String]) async throws {
    let folder = try TemporaryFolder()
    let (outputFile, errorsFile) = (folder.url.appending(path: "stdout"), folder.url.appending(path: "stderr"))
    try Data().write(to: outputFile)
    try Data().write(to: errorsFile)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorsFile)
    try process.run()
    await process.waitForExit()
    status = process.terminationStatus
    output = try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n").map(String.init)
    errors = try String(contentsOf: errorsFile, encoding: .utf8)
  }
}

/// What a piped session printed for one command: the lines after the `occurrence`th line that
/// is `echo`, the command echoed after its prompt, up to the next line `isPrompt` takes for
/// another command's echo.
public func printedLines(
  after echo: String, in output: [String], occurrence: Int = 1, isPrompt: (String) -> Bool
) -> [String] {
  let starts = output.indices.filter { output[$0] == echo }
  guard starts.count >= occurrence else { return [] }
  return Array(output[(starts[occurrence - 1] + 1)...].prefix { !isPrompt($0) })
}
