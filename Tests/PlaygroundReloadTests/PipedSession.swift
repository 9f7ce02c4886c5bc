import Foundation
import PlaygroundReload
import Synchronization

/// A `tca-playground` run with its input piped from the test, a line at a time, and its
/// output read as it comes, so a test can act between commands (edit a lesson, then
/// `:reload`).
final class PipedSession: Sendable {
  private let process = Process()
  private let input = Pipe()
  private let lines = Lines()
  private let errors = Lines()

  private final class Lines: Sendable {
    let value = Mutex<[String]>([])

    func withLock<T>(_ body: (inout [String]) -> T) -> T {
      value.withLock { body(&$0) }
    }
  }

  struct Timeout: Error, CustomStringConvertible {
    let description: String
  }

  init(binary: URL, arguments: [String], environment: [String: String]) throws {
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = input
    let output = Pipe()
    let errorOutput = Pipe()
    process.standardOutput = output
    process.standardError = errorOutput
    output.readLines { [lines] line in lines.withLock { $0.append(line) } }
    errorOutput.readLines { [errors] line in errors.withLock { $0.append(line) } }
    try process.run()
  }

  func send(_ line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Standard output so far.
  var output: [String] { lines.withLock { $0 } }
  var errorOutput: [String] { errors.withLock { $0 } }

  /// Waits until standard output holds `count` lines or more: a process is driven in real
  /// time, so this is the one wait, bounded by `seconds`.
  ///
  /// The waits suspend rather than block: once a session of the tests has set
  /// `uncheckedUseMainSerialExecutor`, every test's tasks share the main thread, and a blocked
  /// wait there stalled the others for as long as a build took (the fuzz test saw a line take
  /// 127 s).
  func waitForLines(_ count: Int, seconds: Double) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while lines.withLock({ $0.count }) < count {
      guard Date() < deadline, process.isRunning || lines.withLock({ $0.count }) >= count else {
        throw Timeout(description: "waited \(seconds)s for \(count) lines; got:\n" + output.joined(separator: "\n")
          + "\nstandard error:\n" + errorOutput.joined(separator: "\n"))
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Waits until a line of standard output satisfies `predicate`.
  func waitFor(seconds: Double, _ predicate: (String) -> Bool) async throws {
    let deadline = Date().addingTimeInterval(seconds)
    while !lines.withLock({ $0.contains(where: predicate) }) {
      guard Date() < deadline, process.isRunning else {
        throw Timeout(description: "waited \(seconds)s; got:\n" + output.joined(separator: "\n")
          + "\nstandard error:\n" + errorOutput.joined(separator: "\n"))
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Ctrl-C, as a terminal sends it.
  func interrupt() {
    kill(process.processIdentifier, SIGINT)
  }

  /// Ends input and waits for the process to end; returns its status.
  func finish() async throws -> Int32 {
    try input.fileHandleForWriting.close()
    await process.waitForExit()
    try await Task.sleep(for: .milliseconds(100))
    return process.terminationStatus
  }
}
