/// Where a session's lines go, as they happen. Lines stream out rather than collect, so a long
/// `advance` keeps memory flat.
@MainActor
package final class Output {
  private let sink: (OutputLine) -> Void
  /// Lines owed before any other: see ``hold(_:)``.
  private var held: (() -> Void)?
  /// Set while the session replays commands whose output nobody reads (`undo`, `goto`): lines
  /// are dropped, and whoever renders a costly line (a diff) checks this first and skips it.
  package var isMuted = false
  /// How many lines have gone out or been held, so a command can tell whether it printed
  /// anything since it began, and end with a line of its own when not (`advance`).
  package private(set) var printedCount = 0

  package init(sink: @escaping (OutputLine) -> Void) {
    self.sink = sink
  }

  /// Defers lines until just before the next line printed, or ``flush()``: a long run's
  /// summary stands for actions not yet finished, and whatever prints next, an effect
  /// cancelled say, must still come after it; a batch of diffs prints faster together (see
  /// the engine's `ChangePrinter`). One hold at a time: whoever holds next flushes first.
  package func hold(_ lines: @escaping () -> Void) {
    held = lines
    printedCount += 1
  }

  /// Prints the held lines, if any; the session calls it at the end of every command.
  package func flush() {
    guard let lines = held else { return }
    held = nil
    lines()
  }

  package func append(_ text: String, style: OutputLine.Style = .plain) {
    guard !isMuted else { return }
    flush()
    for line in Self.lines(of: text) {
      emit(OutputLine(line, style: style))
    }
  }

  /// Every error is one line: control characters in `message`, such as a line break inside a
  /// quoted string the user typed, are escaped here, where all errors go out, rather than by
  /// each message.
  package func error(_ message: String) {
    // A silent replay (`undo`, `goto`) runs again what printed an error the first time, such
    // as a send the loop guard stopped: it prints nothing, that error included.
    guard !isMuted else { return }
    // After a held summary: it stands for actions reduced before whatever went wrong.
    flush()
    emit(OutputLine("error: \(message.escapingControlCharacters)", style: .error))
  }

  package func warning(_ message: String) {
    append("warning: \(message)", style: .warning)
  }

  /// Appends custom-dump's diff output, styling its `-` and `+` lines.
  package func appendDiff(_ diff: String) {
    guard !isMuted else { return }
    flush()
    for line in Self.lines(of: diff) {
      let style: OutputLine.Style =
        switch line.utf8.first {
        case UInt8(ascii: "-"): .removed
        case UInt8(ascii: "+"): .added
        default: .plain
        }
      emit(OutputLine(line, style: style))
    }
  }

  private func emit(_ line: OutputLine) {
    printedCount += 1
    sink(line)
  }

  /// The lines of `text`, split by byte rather than by `Character`: a timer's `--each` splits
  /// a dump and a diff a tick, and by `Character` that cost more than the rest of printing.
  private static func lines(of text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(Substring($0)) }
  }
}
