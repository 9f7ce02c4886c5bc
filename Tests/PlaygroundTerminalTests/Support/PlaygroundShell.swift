import Foundation
import Glibc
import PlaygroundTestSupport
import Testing

/// The real `tca-playground` binary running on a pseudo-terminal, as a person would run it, with
/// its history in a temporary `XDG_STATE_HOME`.
final class PlaygroundShell {
  let terminal: PseudoTerminal
  let pid: pid_t
  /// Where its history goes: a fresh folder unless the test passes one to restart in.
  let stateHome: TemporaryFolder
  private var exited = false

  /// - Parameters:
  ///   - stateHome: where the history goes; the same folder for a restart.
  ///   - environment: added to `TERM=xterm`, `LANG=C.UTF-8` and the state folder.
  init(
    _ arguments: [String] = ["counter"],
    stateHome: TemporaryFolder? = nil,
    environment: [String: String] = [:],
    columns: UInt16 = 80
  ) throws {
    let stateHome = try stateHome ?? TemporaryFolder()
    self.stateHome = stateHome
    terminal = try PseudoTerminal(columns: columns)
    let base = ["TERM": "xterm", "LANG": "C.UTF-8", "HOME": stateHome.url.path, "XDG_STATE_HOME": stateHome.url.path]
    pid = try terminal.spawn(
      try BuiltProgram.checkedURL().path, arguments: arguments,
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
  static func historyFile(in stateHome: TemporaryFolder) -> URL {
    stateHome.url.appendingPathComponent("tca-playground/history")
  }

  /// Waits for `prompt`, types `command` and Enter, and waits for `expected` in what it
  /// prints: the step most pseudo-terminal tests repeat.
  func run(_ command: String, expecting expected: String, prompt: String = "counter> ") async throws {
    try await terminal.waitFor(prompt)
    try terminal.send(command + "\r")
    try await terminal.waitFor(expected)
  }

  /// Types `keys` without Enter and waits until the line under the cursor reads `line`: what
  /// the editor made of them (a completion, a recalled command).
  @discardableResult
  func type(_ keys: String, showing line: String) async throws -> TerminalScreen {
    try terminal.send(keys)
    return try await terminal.waitForCursorLine(line)
  }

  /// Enter, then waits for `expected` in what the command prints.
  func enter(expecting expected: String) async throws {
    try terminal.send("\r")
    try await terminal.waitFor(expected)
  }

  /// Ctrl-D at `prompt`, then waits for the process to end. The editor must be reading: keys
  /// typed before the prompt meet the terminal in its normal mode, where Ctrl-D is not a key.
  func endWithControlD(prompt: String = "counter> ") async throws -> PseudoTerminal.Termination {
    try await terminal.waitFor(prompt)
    try terminal.send("\u{4}")
    return try await waitForExit()
  }

  /// Waits for the process to end.
  func waitForExit() async throws -> PseudoTerminal.Termination {
    let termination = try await terminal.waitForExit(pid)
    exited = true
    return termination
  }
}
