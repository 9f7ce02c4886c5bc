import Foundation
import PlaygroundTerminal

/// What `check` prints, in path order whichever process checked each file: `PASS`, `FAIL`
/// with the location of the first difference and the diff, `UPDATED`, or `ERROR` for each
/// transcript, then a summary line. An error's reason goes to standard error as one
/// `error: FILE:LINE: …` line, right after its `ERROR` line.
struct CheckReport {
  let outcomes: [CheckOutcome]
  /// Colour the status words and the diff, for a terminal (see `ColorPolicy`).
  let color: Bool
  /// Also print `::error` workflow commands for GitHub Actions.
  let githubAnnotations: Bool

  func write(output: (String) -> Void, errors: (String) -> Void) {
    for outcome in outcomes {
      switch outcome.status {
      case .passed:
        output(status("PASS", .added) + outcome.path)
      case .updated:
        output(status("UPDATED", .warning) + outcome.path)
      case .failed:
        output(status("FAIL", .error) + outcome.location)
        for (index, line) in outcome.diff.enumerated() {
          output(index < 2 ? line : diffLine(line))
        }
        annotate(outcome, "the output differs from the transcript:\n" + outcome.diff.joined(separator: "\n"), output)
      case .error:
        let message = "\(outcome.location): \(outcome.message ?? "cannot check")"
        output(status("ERROR", .error) + outcome.path)
        errors("error: \(message)")
        annotate(outcome, message, output)
      }
    }
    output(summary)
  }

  /// `6 transcripts, 174 commands: 5 passed, 1 failed`
  var summary: String {
    let counts = [
      ("passed", CheckOutcome.Status.passed), ("failed", .failed), ("updated", .updated),
      ("with errors", .error),
    ].compactMap { word, status in
      let count = outcomes.count { $0.status == status }
      return count > 0 || status == .passed ? "\(count) \(word)" : nil
    }
    let commands = outcomes.map(\.commands).reduce(0, +)
    return "\(plural(outcomes.count, "transcript")), \(plural(commands, "command")): \(counts.joined(separator: ", "))"
  }

  /// 0 when every transcript passed or was updated; 1 when one failed; 2 when one could not be
  /// read or is malformed.
  var exitCode: Int32 {
    if outcomes.contains(where: { $0.status == .error }) { return 2 }
    if outcomes.contains(where: { $0.status == .failed }) { return 1 }
    return 0
  }

  private func status(_ word: String, _ style: ANSIStyle) -> String {
    let padded = word.padding(toLength: 8, withPad: " ", startingAt: 0)
    return color ? paint(word, style) + padded.dropFirst(word.count) : padded
  }

  /// A hunk's line, coloured as `git diff` does.
  private func diffLine(_ line: String) -> String {
    guard color else { return line }
    switch line.first {
    case "-": return paint(line, .removed)
    case "+": return paint(line, .added)
    case "@": return paint(line, .header)
    default: return line
    }
  }

  private func annotate(_ outcome: CheckOutcome, _ message: String, _ output: (String) -> Void) {
    guard githubAnnotations else { return }
    output(GitHubAnnotation.error(file: outcome.path, line: outcome.line, message: message))
  }

  private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
