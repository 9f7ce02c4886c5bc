import Foundation
import PlaygroundTestSupport
import Testing

/// The built `tca-playground` binary running with piped input that the test feeds a few lines
/// at a time, so two sessions can take turns.
///
/// Output goes to a file. Each ``run(_:)`` ends its lines with a comment the session echoes
/// after the last command's output, and waits for that echo, so it returns exactly that
/// command's output.
final class RunningPlayground {
  private let process = Process()
  private let input = Pipe()
  private let outputFile: URL
  private var marks = 0
  private var consumed = 0

  init(_ arguments: [String], outputFile: URL, in folder: URL? = nil, environment: [String: String] = [:]) throws {
    let executable = try BuiltProgram.checkedURL()
    self.outputFile = outputFile
    try Data().write(to: outputFile)
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    process.environment = ProcessInfo.processInfo.environment
      .merging(["LANG": "C.UTF-8"].merging(environment) { $1 }) { _, mine in mine }
    process.standardInput = input
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = process.standardOutput
    try process.run()
  }

  /// Sends `commands`, one a line, and returns what the session printed for them, echoed
  /// commands included.
  ///
  /// Unlike the other waits of the tests, this one blocks the test process's one executor, on
  /// purpose: the sessions keep windows of real time (a held write reaches the disk within a
  /// real second), and a test that suspended between two sessions' commands could resume
  /// seconds later, behind other tests, after the window it checks had closed. The turns are
  /// short, so the others wait little.
  func run(_ commands: String...) throws -> String {
    try run(commands)
  }

  /// ``run(_:)-(String...)``, for commands in an array.
  func run(_ commands: [String]) throws -> String {
    marks += 1
    let mark = "# turn \(marks) done"
    input.fileHandleForWriting.write(Data((commands + [mark]).map { $0 + "\n" }.joined().utf8))
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      let text = try String(contentsOf: outputFile, encoding: .utf8)
      if let range = text.range(of: "> " + mark + "\n") {
        // The mark's echo starts after the last line break before it, with the prompt.
        let echoStart = text[..<range.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        let turn = String(text[text.index(text.startIndex, offsetBy: consumed)..<echoStart])
        consumed = text.distance(from: text.startIndex, to: range.upperBound)
        return turn
      }
      guard process.isRunning else { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    Issue.record("no echo of '\(mark)' from the playground; it printed:\n\(try String(contentsOf: outputFile, encoding: .utf8))")
    return ""
  }

  /// Ends the input, as Ctrl-D does, and waits for the session to end; its exit status.
  func endInput() async -> Int32 {
    input.fileHandleForWriting.closeFile()
    await process.waitForExit()
    return process.terminationStatus
  }

  /// Sends `signal` to the process and waits for it to end: the signal that ended it, or `nil`
  /// when it exited. With `repeating`, sends it again every 50 ms until the process ends, at
  /// most for 20 s: two signals sent at once may arrive as one, so "a second Ctrl-C" is sent
  /// until one arrives second. A process still running after 20 s is killed with SIGKILL, and
  /// that is what this returns: a signal it ignores fails the test instead of hanging it.
  func end(by signal: Int32, repeating: Bool = false) async -> Int32? {
    kill(process.processIdentifier, signal)
    for _ in 0..<400 where process.isRunning {
      try? await Task.sleep(for: .milliseconds(50))
      if repeating, process.isRunning { kill(process.processIdentifier, signal) }
    }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    await process.waitForExit()
    return process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
  }

  /// Everything the process printed so far.
  var printed: String {
    (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
  }

  deinit {
    if process.isRunning { process.terminate() }
  }
}
