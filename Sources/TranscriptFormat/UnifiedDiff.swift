/// A unified diff between two versions of a file's lines, as `diff -u` prints it: hunks of
/// changed lines, each with up to three lines of context around it.
public struct UnifiedDiff: Equatable, Sendable {
  /// One `@@ -a,b +c,d @@` block.
  public struct Hunk: Equatable, Sendable {
    /// Where the hunk starts in each version, counting lines from 1.
    public let oldStart: Int
    public let newStart: Int
    public let oldCount: Int
    public let newCount: Int
    /// Each line with its prefix: `" "` context, `"-"` old version only, `"+"` new only.
    public let lines: [String]

    /// `@@ -10,7 +10,8 @@`. An empty range starts at the line before it, as in `diff -u`.
    public var header: String {
      func range(_ start: Int, _ count: Int) -> String {
        "\(count == 0 ? start - 1 : start),\(count)"
      }
      return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
    }
  }

  public let hunks: [Hunk]
  /// The first line of the old version that differs, counting from 1: the first removed line,
  /// or the line that new lines are inserted before (the last line when they come at the end).
  public let firstDifferenceLine: Int?

  public static let contextLines = 3

  public init(old: [String], new: [String]) {
    let steps = LineAlignment(old: old, new: new).steps
    let changed = steps.indices.filter {
      if case .same = steps[$0] { return false }
      return true
    }
    // Each changed step with its context, merged where they touch.
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - Self.contextLines)...min(steps.count - 1, index + Self.contextLines)
      if let last = ranges.last, last.upperBound + 1 >= range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    hunks = ranges.map { Hunk($0, of: steps, old: old, new: new) }
    firstDifferenceLine = changed.first.map { index in
      let oldLinesBefore = steps[..<index].filter(\.hasOld).count
      return min(oldLinesBefore + 1, max(old.count, 1))
    }
  }

  /// The diff as text, one line each, after a `--- oldName` and a `+++ newName` line; empty
  /// when the versions are the same.
  public func text(oldName: String, newName: String) -> [String] {
    guard !hunks.isEmpty else { return [] }
    return ["--- \(oldName)", "+++ \(newName)"] + hunks.flatMap { [$0.header] + $0.lines }
  }
}

extension UnifiedDiff.Hunk {
  fileprivate init(
    _ range: ClosedRange<Int>, of allSteps: [LineAlignment.Step], old: [String], new: [String]
  ) {
    let before = allSteps[..<range.lowerBound]
    let steps = allSteps[range]
    self.oldStart = before.filter(\.hasOld).count + 1
    self.newStart = before.filter(\.hasNew).count + 1
    self.oldCount = steps.filter(\.hasOld).count
    self.newCount = steps.filter(\.hasNew).count
    self.lines = steps.map { step in
      switch step {
      case let .same(oldIndex, _): " " + old[oldIndex]
      case let .removed(oldIndex): "-" + old[oldIndex]
      case let .inserted(newIndex): "+" + new[newIndex]
      }
    }
  }
}

extension LineAlignment.Step {
  fileprivate var hasOld: Bool {
    if case .inserted = self { return false }
    return true
  }

  fileprivate var hasNew: Bool {
    if case .removed = self { return false }
    return true
  }
}
