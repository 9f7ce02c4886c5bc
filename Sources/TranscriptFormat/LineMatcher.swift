/// Matches what a replay printed against a transcript's expected lines and their wildcards:
/// `[..]` inside a line stands for any text within that line, `...` alone on a line for any
/// number of lines.
///
/// Both wildcards are globs' `*`: the literal parts between them must appear in order, the
/// first at the start, the last at the end. Taking each middle part at its leftmost place is
/// always right (a later place leaves no more room for the parts after it), so matching needs
/// no backtracking and takes at most subject × pattern steps.
enum LineMatcher {
  /// Whether `line` matches `pattern`, where each `[..]` in `pattern` stands for any text,
  /// none included.
  static func line(_ line: String, matches pattern: String) -> Bool {
    // Most expected lines are the printed line: a pattern equal to the line matches it, its
    // `[..]`s standing for themselves, so the (slower) split is for the lines that differ.
    if line == pattern { return true }
    guard pattern.utf8.contains(UInt8(ascii: "[")) else { return false }
    let parts = pattern.split(separator: "[..]", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return line == pattern }
    return glob(Array(line), parts: parts.map(Array.init), by: ==)
  }

  /// Whether `lines` match `expected`, where each ``Transcript/Line/anyLines`` stands for any
  /// number of lines. `expected` holds no comments.
  static func lines(_ lines: [String], match expected: [Transcript.Line]) -> Bool {
    let parts = expected.split(separator: .anyLines, omittingEmptySubsequences: false).map(Array.init)
    return glob(lines, parts: parts) { $0.matches($1) }
  }

  /// Whether `subject` is `parts` in order, with anything (or nothing) between two parts.
  private static func glob<Pattern, Subject>(
    _ subject: [Subject], parts: [[Pattern]], by matches: (Pattern, Subject) -> Bool
  ) -> Bool {
    func isPart(_ part: [Pattern], at start: Int) -> Bool {
      zip(part, subject[start...]).allSatisfy(matches)
    }
    guard let first = parts.first, let last = parts.last, parts.count > 1 else {
      return subject.count == (parts.first?.count ?? 0) && isPart(parts.first ?? [], at: 0)
    }
    let end = subject.count - last.count
    guard first.count <= end, isPart(first, at: 0), isPart(last, at: end) else { return false }
    var start = first.count
    for part in parts.dropFirst().dropLast() {
      guard start + part.count <= end,
        let found = (start...(end - part.count)).first(where: { isPart(part, at: $0) })
      else { return false }
      start = found + part.count
    }
    return true
  }
}

extension Transcript.Line {
  /// Whether a line a replay printed is what this expected line stands for. A command matches
  /// its echo exactly; `...` matches no single line (see ``LineMatcher/lines(_:match:)``).
  func matches(_ printed: String) -> Bool {
    switch self {
    case let .output(pattern): LineMatcher.line(printed, matches: pattern)
    case .command: printed == text
    case .anyLines, .comment: false
    }
  }
}
