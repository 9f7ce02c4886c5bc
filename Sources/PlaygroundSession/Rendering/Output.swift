/// Where a session's lines go, as they happen. Lines stream out rather than collect, so a long
/// `advance` keeps memory flat.
@MainActor
final class Output {
  private let sink: (OutputLine) -> Void
  /// Set while the session replays commands whose output nobody reads (`undo`, `goto`): lines
  /// are dropped, and whoever renders a costly line (a diff) checks this first and skips it.
  var isMuted = false

  init(sink: @escaping (OutputLine) -> Void) {
    self.sink = sink
  }

  func append(_ text: String, style: OutputLine.Style = .plain) {
    guard !isMuted else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      sink(OutputLine(String(line), style: style))
    }
  }

  func error(_ message: String) {
    append("error: \(message)", style: .error)
  }

  func warning(_ message: String) {
    append("warning: \(message)", style: .warning)
  }

  /// Appends custom-dump's diff output, styling its `-` and `+` lines.
  func appendDiff(_ diff: String) {
    guard !isMuted else { return }
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      let style: OutputLine.Style =
        switch line.first {
        case "-": .removed
        case "+": .added
        default: .plain
        }
      sink(OutputLine(String(line), style: style))
    }
  }
}
