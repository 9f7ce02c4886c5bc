import PlaygroundText

/// Reads a transcript file's bytes into a ``Transcript``.
///
/// A line is, in this order of precedence:
/// - a command, when it starts with a prompt: a lesson id, `>` and a space (`counter> `);
/// - a comment, when it is `#` alone or starts with `# ` (so `#1 from …`, which `effects`
///   prints, stays output);
/// - `...` alone: any number of output lines;
/// - otherwise an output line, where `[..]` stands for any text.
///
/// Lines end with `\n` or `\r\n`; the last one may lack its line break. The first line that is
/// not a comment must be a command: its prompt names the lesson the session starts with.
public enum TranscriptParser {
  /// - Parameters:
  ///   - path: The file's path as the user named it, for error messages.
  ///   - lessonIDs: The lessons a prompt may name.
  public static func parse(
    _ bytes: [UInt8], path: String, lessonIDs: [String]
  ) throws(TranscriptError) -> Transcript {
    var rawLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if rawLines.last?.isEmpty == true { rawLines.removeLast() }
    let lineEnding = rawLines.first?.last == UInt8(ascii: "\r") ? "\r\n" : "\n"
    var lines: [Transcript.Line] = []
    var seenCommand = false
    for (index, raw) in rawLines.enumerated() {
      let content = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw[...]
      guard let text = String(validating: content, as: UTF8.self) else {
        throw TranscriptError(path: path, line: index + 1, message: "invalid UTF-8; a transcript is UTF-8 text")
      }
      let line = try classify(text, lessonIDs: lessonIDs, at: index + 1, path: path)
      switch line {
      case .command: seenCommand = true
      case .comment: break
      case .output, .anyLines:
        guard seenCommand else {
          throw TranscriptError(
            path: path, line: index + 1,
            message: "output before the first command; a transcript starts with a prompt, such as '\(example(lessonIDs))send …'"
          )
        }
      }
      lines.append(line)
    }
    guard seenCommand else {
      throw TranscriptError(
        path: path, line: max(lines.count, 1),
        message: "no command; a transcript needs a line that starts with a prompt, such as '\(example(lessonIDs))send …'"
      )
    }
    return Transcript(path: path, lines: lines, lineEnding: lineEnding)
  }

  private static func classify(
    _ text: String, lessonIDs: [String], at number: Int, path: String
  ) throws(TranscriptError) -> Transcript.Line {
    if let (lessonID, place, length) = promptParts(text) {
      guard lessonIDs.contains(lessonID) else {
        let note = unknownLessonNote(lessonID, among: lessonIDs, listedBy: "tca-playground lessons")
        throw TranscriptError(
          path: path, line: number,
          message: "unknown lesson '\(lessonID)' in the prompt\(note.list)"
            + (note.suggestion.map { "; did you mean \($0)?" } ?? "")
        )
      }
      // A command's control characters are written escaped, as its echo shows them.
      return .command(lessonID: lessonID, command: String(text.dropFirst(length)).unescapingControlCharacters, place: place)
    }
    if text == "#" || text.hasPrefix("# ") { return .comment(text) }
    if text == "..." { return .anyLines }
    return .output(text)
  }

  /// The first lesson's prompt, for messages that show what a command line looks like.
  private static func example(_ lessonIDs: [String]) -> String {
    Transcript.prompt(lessonIDs.first ?? "counter")
  }

  /// The lesson id, marks and length of the prompt a line starts with: lowercase letters,
  /// digits and hyphens, starting with a letter, then `> `; with marks between them in test
  /// mode, `counter (test)> `, after a jump through history, `counter [3/7]> `, or both,
  /// `counter (test) [3/7]> `.
  /// Where the first `> ` in `text` starts, found byte by byte: every line of a transcript is
  /// asked, and a generic substring search costs more than the rest of its parse.
  private static func promptEnd(_ text: String) -> String.Index? {
    let bytes = text.utf8
    var index = bytes.startIndex
    while let marker = bytes[index...].firstIndex(of: UInt8(ascii: ">")) {
      let next = bytes.index(after: marker)
      if next < bytes.endIndex, bytes[next] == UInt8(ascii: " ") { return marker }
      index = next
    }
    return nil
  }

  private static func promptParts(_ text: String) -> (lessonID: String, place: String?, length: Int)? {
    guard let end = promptEnd(text) else { return nil }
    var id = text[..<end]
    var place: String?
    if let open = id.firstIndex(of: " ") {
      let marks = id[id.index(after: open)...]
      let isPlace = { (bracket: Substring) in
        bracket.hasPrefix("[") && bracket.hasSuffix("]") && bracket.count > 2
          && bracket.dropFirst().dropLast().allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "/") })
      }
      let parts = marks.split(separator: " ", omittingEmptySubsequences: false)
      let isMarks =
        switch parts.count {
        case 1: parts[0] == "(test)" || isPlace(parts[0])
        case 2: parts[0] == "(test)" && isPlace(parts[1])
        default: false
        }
      guard isMarks else { return nil }
      place = String(marks)
      id = id[..<open]
    }
    guard let first = id.first, first.isASCII, first.isLowercase,
      id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
    else { return nil }
    return (String(id), place, text.distance(from: text.startIndex, to: end) + 2)
  }
}
