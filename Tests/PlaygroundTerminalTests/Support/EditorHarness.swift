import Foundation
import Testing

@testable import PlaygroundTerminal

/// A `LineEditor` on a pseudo-terminal, reading on its own dedicated thread.
final class EditorHarness {
  let terminal: PseudoTerminal
  let editor: LineEditor
  private let thread = EditorThread()

  init(
    historyFile: URL? = nil,
    columns: UInt16 = 80,
    completer: @escaping @Sendable (String) -> Completion = { _ in .none }
  ) throws {
    terminal = try PseudoTerminal(columns: columns)
    editor = try #require(
      LineEditor(
        input: terminal.secondary, output: terminal.secondary, terminalType: "xterm",
        historyFile: historyFile, completer: completer))
  }

  deinit {
    // A test that failed mid-line leaves `readLine` waiting: hanging up ends it with
    // `.endOfInput`, and the editor must not go away before its thread is done with it.
    terminal.hangUp()
    thread.stop()
  }

  /// Starts `readLine` on the harness's thread, or on `thread`, and waits for the prompt to be
  /// drawn.
  func startReading(
    prompt: String = "counter> ", promptColor: String? = nil, on thread: EditorThread? = nil
  ) async throws -> EditorThread.Pending<LineEditor.ReadResult> {
    let editor = editor
    let pending = (thread ?? self.thread).start {
      editor.readLine(prompt: prompt, promptColor: promptColor)
    }
    try await terminal.waitFor(prompt)
    return pending
  }

  /// Reads one line made of `keys`.
  func read(_ keys: String, prompt: String = "counter> ") async throws -> LineEditor.ReadResult {
    let pending = try await startReading(prompt: prompt)
    try terminal.send(keys)
    return try pending.result()
  }
}
