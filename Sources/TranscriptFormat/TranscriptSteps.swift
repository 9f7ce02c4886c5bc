extension Transcript {
  /// One command of a transcript, with the output it expects: what `:load` replays.
  public struct Step: Sendable {
    /// The command's line in the file, from 1.
    public let line: Int
    public let command: String
    /// The lines after it up to the next command, comments left out.
    let expected: [Line]

    /// Whether `printed` is what the transcript expects, wildcards included.
    public func matches(_ printed: [String]) -> Bool {
      LineMatcher.lines(printed, match: expected)
    }
  }

  /// The commands in order, each with the output it expects.
  public var steps: [Step] {
    var steps: [Step] = []
    var current: (line: Int, command: String, expected: [Line])?
    for (index, line) in lines.enumerated() {
      switch line {
      case let .command(_, command, _):
        if let current { steps.append(Step(line: current.line, command: current.command, expected: current.expected)) }
        current = (index + 1, command, [])
      case .comment:
        continue
      case .output, .anyLines:
        current?.expected.append(line)
      }
    }
    if let current { steps.append(Step(line: current.line, command: current.command, expected: current.expected)) }
    return steps
  }
}
