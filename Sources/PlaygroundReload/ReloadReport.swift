import PlaygroundText
import TranscriptFormat

/// What `:reload` prints once the new build replayed the session: the output's unified diff,
/// before the reload against after it, or `same output`; then one line for the first command
/// that printed no error before and prints one now.
public enum ReloadReport {
  public static func lines(old: SessionRecord, new: [String]) -> [OutputLine] {
    let diff = UnifiedDiff(old: old.lines, new: new).text(oldName: "before the reload", newName: "after the reload")
    guard !diff.isEmpty else { return [OutputLine("same output")] }
    let lines = diff.map { line in
      switch line.first {
      case "@": OutputLine(line, style: .heading)
      case "-" where !line.hasPrefix("--- "): OutputLine(line, style: .removed)
      case "+" where !line.hasPrefix("+++ "): OutputLine(line, style: .added)
      default: OutputLine(line)
      }
    }
    return lines + newFailures(old: old, new: new)
  }

  /// `warning: send .decrementButtonTapped (command 3) now fails: error: …`, for the first
  /// command that fails only on the new build, with how many more do.
  static func newFailures(old: SessionRecord, new: [String]) -> [OutputLine] {
    let before = outputs(of: old.commands, in: old.lines)
    let after = outputs(of: old.commands, in: new)
    let failing = old.commands.indices.compactMap { index -> (Int, String)? in
      guard firstError(before[index]) == nil, let error = firstError(after[index]) else { return nil }
      return (index, error)
    }
    guard let (index, error) = failing.first else { return [] }
    let more = failing.count - 1
    return [OutputLine(
      "warning: \(old.commands[index]) (command \(index + 1)) now fails: \(error)"
        + (more == 0 ? "" : "; \(more) more command\(more == 1 ? "" : "s") fail\(more == 1 ? "s" : "") after it"),
      style: .warning
    )]
  }

  /// Each command's output in `lines`: the lines after its echo (a prompt, then the command),
  /// up to the next command's.
  static func outputs(of commands: [String], in lines: [String]) -> [[String]] {
    var outputs = Array(repeating: [String](), count: commands.count)
    var current: Int?
    for line in lines {
      let next = (current.map { $0 + 1 } ?? 0)
      if next < commands.count, line.hasSuffix("> " + commands[next]) {
        current = next
      } else if let current {
        outputs[current].append(line)
      }
    }
    return outputs
  }

  private static func firstError(_ lines: [String]) -> String? {
    lines.first { $0.hasPrefix("error: ") }
  }
}
