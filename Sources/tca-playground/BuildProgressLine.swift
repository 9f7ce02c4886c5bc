import PlaygroundTerminal

/// SwiftPM's progress during `:reload` on a terminal: its latest `[12/40] Compiling …` line,
/// redrawn in place and erased when the build ends. Never session output, and never shown
/// when output is piped, where a failed build prints its errors alone.
struct BuildProgressLine: Sendable {
  let isShown: Bool
  let width: Int

  func show(_ line: String) {
    guard isShown else { return }
    _ = OutputSink.standardOutput.write("\r\u{1B}[K" + String(line.prefix(max(width - 1, 10))))
  }

  func clear() {
    guard isShown else { return }
    _ = OutputSink.standardOutput.write("\r\u{1B}[K")
  }
}
