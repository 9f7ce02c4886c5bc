import Foundation
import Glibc
import Testing

/// The real `tca-playground` binary running on a pseudo-terminal, as a person would run it, with
/// its history in a temporary `XDG_STATE_HOME`.
final class PlaygroundShell {
  /// The binary SwiftPM built next to the test bundle.
  static func binaryPath() throws -> String {
    let bundle = try #require(Bundle.main.executableURL, "no test bundle path")
    let binary = bundle.deletingLastPathComponent().appendingPathComponent("tca-playground").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "no binary at \(binary); build with 'swift build --build-tests'")
    return binary
  }

  let terminal: PseudoTerminal
  let pid: pid_t
  private var exited = false

  /// - Parameters:
  ///   - stateHome: where the history goes; the same folder for a restart.
  ///   - environment: added to `TERM=xterm`, `LANG=C.UTF-8` and the state folder.
  init(
    _ arguments: [String] = ["counter"],
    stateHome: TemporaryDirectory,
    environment: [String: String] = [:],
    columns: UInt16 = 80
  ) throws {
    terminal = try PseudoTerminal(columns: columns)
    let base = ["TERM": "xterm", "LANG": "C.UTF-8", "HOME": stateHome.url.path, "XDG_STATE_HOME": stateHome.url.path]
    pid = try terminal.spawn(
      try Self.binaryPath(), arguments: arguments,
      environment: base.merging(environment) { $1 })
  }

  deinit {
    if !exited {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
  }

  /// The path of the history file in `stateHome`.
  static func historyFile(in stateHome: TemporaryDirectory) -> URL {
    stateHome.url.appendingPathComponent("tca-playground/history")
  }

  /// Waits for `prompt`, types `command` and Enter, and waits for `expected` in what it
  /// prints: the step most pseudo-terminal tests repeat.
  func run(_ command: String, expecting expected: String, prompt: String = "counter> ") throws {
    try terminal.waitFor(prompt)
    try terminal.send(command + "\r")
    try terminal.waitFor(expected)
  }

  /// Ctrl-D at `prompt`, then waits for the process to end. The editor must be reading: keys
  /// typed before the prompt meet the terminal in its normal mode, where Ctrl-D is not a key.
  func endWithControlD(prompt: String = "counter> ") throws -> PseudoTerminal.Termination {
    try terminal.waitFor(prompt)
    try terminal.send("\u{4}")
    return try waitForExit()
  }

  /// Waits for the process to end.
  func waitForExit() throws -> PseudoTerminal.Termination {
    let termination = try terminal.waitForExit(pid)
    exited = true
    return termination
  }
}
