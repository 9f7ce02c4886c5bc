/// A transcript rewritten to say what a replay printed: the file `check --update` writes, and
/// the new side of the diff a failed check shows.
///
/// Expected lines that match stay as written, `[..]` ones included; the others give way to
/// the printed lines. Comments stay where they were. `...` lines stay: where the lines around
/// a `...` no longer match, the lines written before it take the first printed lines of the
/// stretch, the lines written after it the last ones, and the `...` the rest. The result always
/// matches what was printed.
package enum TranscriptUpdate {
  /// - Parameter printed: What each command printed, its echo line first, in the order of the
  ///   transcript's commands; shorter when a `quit` ended the replay early.
  package static func lines(of transcript: Transcript, printed: [[String]]) -> [String] {
    let lines = transcript.lines
    let commandIndices = lines.indices.filter { lines[$0].lessonID != nil }
    guard let firstCommand = commandIndices.first else { return lines.map(\.text) }
    var updated = lines[..<firstCommand].map(\.text)
    for (number, start) in commandIndices.enumerated() {
      let end = number + 1 < commandIndices.count ? commandIndices[number + 1] : lines.count
      updated += block(lines[start..<end], printed: number < printed.count ? printed[number] : [])
    }
    return updated
  }

  /// One command's block: its command line, then its expected output and comments.
  private static func block(_ block: ArraySlice<Transcript.Line>, printed: [String]) -> [String] {
    let positions = block.indices.filter { !block[$0].isComment }
    let expected = positions.map { block[$0] }
    if LineMatcher.lines(printed, match: expected) { return block.map(\.text) }

    var writer = BlockWriter(block: block)
    let steps = LineAlignment(old: Array(expected.indices), new: Array(printed.indices)) {
      expected[$0].matches(printed[$1])
    }.steps
    var gap: [LineAlignment.Step] = []
    for step in steps {
      guard case let .same(old, _) = step else {
        gap.append(step)
        continue
      }
      writer.write(gap: gap, expected: expected, positions: positions, printed: printed)
      gap = []
      writer.write(expected[old].text, at: positions[old])
    }
    writer.write(gap: gap, expected: expected, positions: positions, printed: printed)
    return writer.finish()
  }
}

/// Writes a block's updated lines in order, with each comment kept before the line it preceded.
private struct BlockWriter {
  let block: ArraySlice<Transcript.Line>
  private var cursor: Int
  private var lines: [String] = []

  init(block: ArraySlice<Transcript.Line>) {
    self.block = block
    self.cursor = block.startIndex
  }

  /// Writes the comments before `position` in the block, then `text` (`nil` for none), in the
  /// place of the line at `position`.
  mutating func write(_ text: String?, at position: Int) {
    writeComments(before: position)
    cursor = position + 1
    if let text { lines.append(text) }
  }

  /// A stretch where expected and printed lines differ: expected lines removed, printed lines
  /// inserted, in the order of ``LineAlignment``.
  mutating func write(
    gap: [LineAlignment.Step], expected: [Transcript.Line], positions: [Int], printed: [String]
  ) {
    let removed = gap.compactMap { step -> Int? in
      guard case let .removed(old) = step else { return nil }
      return old
    }
    let inserted = gap.compactMap { step -> String? in
      guard case let .inserted(new) = step else { return nil }
      return printed[new]
    }
    guard let firstWildcard = removed.firstIndex(where: { expected[$0] == .anyLines }),
      let lastWildcard = removed.lastIndex(where: { expected[$0] == .anyLines })
    else {
      for old in removed { write(nil, at: positions[old]) }
      lines += inserted
      return
    }
    // The lines before the first `...` take the first printed lines, the lines after the last
    // `...` the last ones, and the `...` lines everything between.
    let headCount = min(firstWildcard, inserted.count)
    let tailCount = min(removed.count - lastWildcard - 1, inserted.count - headCount)
    let tailStart = removed.count - tailCount
    for (index, old) in removed.enumerated() {
      let replacement: String? =
        if index < headCount { inserted[index] }
        else if index >= tailStart { inserted[inserted.count - (removed.count - index)] }
        else if expected[old] == .anyLines { "..." }
        else { nil }
      write(replacement, at: positions[old])
    }
  }

  /// The lines written, with the block's last comments.
  mutating func finish() -> [String] {
    writeComments(before: block.endIndex)
    return lines
  }

  private mutating func writeComments(before position: Int) {
    while cursor < position {
      if block[cursor].isComment { lines.append(block[cursor].text) }
      cursor += 1
    }
  }
}
