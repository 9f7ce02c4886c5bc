/// One line the playground prints, with a style a terminal may colour. Transcripts keep only
/// the text.
public struct OutputLine: Equatable, Sendable {
  public enum Style: Sendable {
    case plain
    /// A `-` line of a diff.
    case removed
    /// A `+` line of a diff.
    case added
    /// `received action:`, and a tutorial's `Step 2/6: …`
    case heading
    case error
    /// Runtime warnings, and effects cancelled or left running.
    case warning
  }

  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

extension Array where Element == OutputLine {
  /// The plain text, one line each, as a transcript holds it.
  public var text: String {
    map { $0.text + "\n" }.joined()
  }
}
