/// The few text styles the playground uses, as ANSI SGR escape sequences.
///
/// Only call ``paint(_:_:)`` when ``ColorPolicy`` says colour is on; with colour off the output
/// must not contain a single escape byte, so that it is also a valid transcript.
public enum ANSIStyle: Sendable, CaseIterable {
  /// Lines a diff removes (`-`).
  case removed
  /// Lines a diff adds (`+`).
  case added
  /// `error:` lines.
  case error
  /// `warning:` lines.
  case warning
  /// Section headers such as `received action:`.
  case header
  /// The shell prompt.
  case prompt
  /// Secondary text: hints, timestamps.
  case dim

  /// The escape sequence that switches this style on.
  public var escape: String {
    switch self {
    case .removed: "\u{1B}[31m"
    case .added: "\u{1B}[32m"
    case .error: "\u{1B}[1;31m"
    case .warning: "\u{1B}[33m"
    case .header: "\u{1B}[1;36m"
    case .prompt: "\u{1B}[1;34m"
    case .dim: "\u{1B}[2m"
    }
  }

  /// The escape sequence that switches every style off.
  public static let reset = "\u{1B}[0m"
}

/// Wraps `text` in `style`, line by line: every line is switched on and reset on its own, so a
/// colour never bleeds into the next line (or into the prompt) when output is cut or paged.
/// Empty lines stay empty.
public func paint(_ text: String, _ style: ANSIStyle) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : style.escape + $0 + ANSIStyle.reset }
    .joined(separator: "\n")
}
