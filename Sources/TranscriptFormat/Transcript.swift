/// A transcript file, parsed: what a user typed after each prompt and what the session printed
/// in reply, as the check compares it. See `Transcripts/README.md` for the format.
///
/// Every line of the file is one ``Line``, in order, so `lines[i]` is line `i + 1` of the file.
public struct Transcript: Equatable, Sendable {
  public enum Line: Equatable, Sendable {
    /// `counter> send .incrementButtonTapped`: `command` typed after the prompt of `lessonID`;
    /// `place` is what the prompt shows after the lesson: `(test)` in test mode, the history
    /// step after `undo` or `goto`, `[3/7]`, or both, `(test) [3/7]`.
    case command(lessonID: String, command: String, place: String? = nil)
    /// A line the command before it printed; each `[..]` in it stands for any text.
    case output(String)
    /// `...` alone on a line: any number of output lines, none included.
    case anyLines
    /// `# …`, or `#` alone: for the reader; the check skips it, an update keeps it.
    case comment(String)

    /// The line as the file holds it, without its line break.
    public var text: String {
      switch self {
      case let .command(lessonID, command, place): Transcript.prompt(lessonID, place: place) + command.echoedAsCommand
      case let .output(text), let .comment(text): text
      case .anyLines: "..."
      }
    }
  }

  /// The file's path as the user named it, for messages.
  public let path: String
  public let lines: [Line]
  /// `"\r\n"` when the file's first line ends so, else `"\n"`; an update writes the same.
  public let lineEnding: String

  /// The lesson of the first prompt: the one the session starts with.
  public let lessonID: String

  public init(path: String, lines: [Line], lineEnding: String = "\n") {
    self.path = path
    self.lines = lines
    self.lineEnding = lineEnding
    self.lessonID = lines.lazy.compactMap(\.lessonID).first ?? ""
  }

  /// What the user typed, in order, without the prompts.
  public var commands: [String] {
    lines.compactMap {
      guard case let .command(_, command, _) = $0 else { return nil }
      return command
    }
  }

  /// `counter> `: how the shell prompts in `lessonID`; `counter [3/7]> ` at a `place` in its
  /// history; `counter (test)> ` in test mode.
  public static func prompt(_ lessonID: String, place: String? = nil) -> String {
    place.map { "\(lessonID) \($0)> " } ?? "\(lessonID)> "
  }

  /// The prompt's marks: `(test)` in test mode, then the history `place`, if any.
  package static func prompt(_ lessonID: String, isTestMode: Bool, place: String?) -> String {
    let marks = [isTestMode ? "(test)" : nil, place].compactMap(\.self)
    return prompt(lessonID, place: marks.isEmpty ? nil : marks.joined(separator: " "))
  }

  /// `lines` as a file: each line followed by `lineEnding`.
  public static func text(of lines: [String], lineEnding: String) -> String {
    lines.map { $0 + lineEnding }.joined()
  }
}

extension Transcript.Line {
  package var lessonID: String? {
    guard case let .command(lessonID, _, _) = self else { return nil }
    return lessonID
  }

  var isComment: Bool {
    if case .comment = self { return true }
    return false
  }
}
