/// One line of non-terminal input.
public enum InputLine: Equatable, Sendable {
  /// The line without its line break (`\n` or `\r\n`). Invalid UTF-8 is decoded as U+FFFD;
  /// other bytes, control characters included, are kept as they are.
  case text(String)
  /// A line longer than the reader's maximum. Its bytes were skipped, not kept: report
  /// "error: line N is longer than …" and go on with the next line. `byteCount` is its full
  /// length without the line break.
  case tooLong(byteCount: Int)
}
