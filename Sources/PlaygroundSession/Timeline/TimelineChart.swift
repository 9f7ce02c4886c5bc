import ComposableArchitecture
import Foundation
import PlaygroundText

/// Draws an ``EffectTimeline`` as text, one row per effect: its id and the action that started
/// it, then its life on a time axis from 0 to now, scaled to the width given.
///
///     effects on the virtual clock, 0s to 3s, one column ≈ 62ms
///     #1 .toggleTimerButtonTapped  o---------------a---------------a---------------x
///     #2 .toggleTimerButtonTapped                                                  o->
///     #1 cancelled at 3s while reducing Timers.Action.toggleTimerButtonTapped: …
///
/// Marks that fall in one column merge: a digit counts the actions sent there, `*` ten or
/// more; the notes under the rows say how the cancelled effects and those still running stand.
struct TimelineChart {
  /// The narrowest axis drawn, whatever the width.
  static let minimumAxis = 20
  static let legend = "o start  z sleep  a sent an action (2-9 that many, * 10+)  x cancelled  | finished  > running"

  let rows: [EffectTimeline.Row]
  /// The axis ends here, in milliseconds: now, or later when an effect was seen later.
  let end: Int
  let width: Int
  /// What an effect still running waits for: `wakes at 3s`, `not waiting on the clock`.
  let waiting: (Int) -> String

  func lines() -> [OutputLine] {
    guard !rows.isEmpty else { return [OutputLine("no effects have run since the lesson started")] }
    // custom-dump is slow on Linux (its type names go through regular expressions), and most
    // rows repeat a few actions: dump each distinct action once.
    var dumps: [String: String] = [:]
    let labels = rows.map { row in
      let key = String(reflecting: row.action)
      if dumps[key] == nil { dumps[key] = Self.shortAction(row.action) }
      return "#\(row.id) \(dumps[key]!)"
    }
    let labelWidth = min(labels.map(\.count).max() ?? 0, max(width * 2 / 5, 12))
    let axis = max(width - labelWidth - 3, Self.minimumAxis)
    let span = max(end, 1)
    let column = Duration.milliseconds(span) / axis
    var lines = [
      OutputLine(
        "effects on the virtual clock, 0s to \(Duration.milliseconds(span).playgroundDescription), one column ≈ \(column.roundedDescription)",
        style: .heading
      )
    ]
    var notes: [OutputLine] = []
    for (row, label) in zip(rows, labels) {
      let text = Self.fitted(label, to: labelWidth)
      lines.append(OutputLine("\(text)  \(draw(row, columns: axis, span: span))"))
      if let note = note(row) { notes.append(OutputLine(note, style: .warning)) }
    }
    return lines + notes + [OutputLine(Self.legend)]
  }

  /// The row's axis: `columns` columns for 0 up to `span`, and one more for a mark that ends
  /// the row right after a column holding others.
  private func draw(_ row: EffectTimeline.Row, columns: Int, span: Int) -> String {
    func column(_ time: Int) -> Int { min(columns - 1, time * columns / span) }
    var cells = [UInt8](repeating: UInt8(ascii: " "), count: columns + 1)
    let first = column(row.start)
    let last = row.end.map { column($0.time) } ?? columns - 1
    for index in first...max(first, last) { cells[index] = UInt8(ascii: "-") }
    let width = 1 << row.marks.shift
    var counts: [Int: (sent: Int, slept: Int)] = [:]
    let end = row.end?.time ?? span
    for bucket in row.marks.buckets {
      // A bucket's middle, kept within the effect's life: a bucket can start before it.
      let index = column(min(max(bucket.index * width + width / 2, row.start), end))
      counts[index, default: (0, 0)].sent += bucket.sent
      counts[index, default: (0, 0)].slept += bucket.slept
    }
    for (index, count) in counts {
      cells[index] =
        switch count.sent {
        case 0: UInt8(ascii: "z")
        case 1: UInt8(ascii: "a")
        case 2...9: UInt8(ascii: "0") + UInt8(count.sent)
        default: UInt8(ascii: "*")
        }
    }
    if counts[first]?.sent ?? 0 == 0 {
      // A sleep that begins as the effect starts shows right after its start.
      if counts[first]?.slept ?? 0 > 0, first + 1 < last, counts[first + 1] == nil { cells[first + 1] = UInt8(ascii: "z") }
      cells[first] = UInt8(ascii: "o")
    }
    let endMark: UInt8 =
      switch row.end?.ending {
      case .finished: UInt8(ascii: "|")
      case .cancelled: UInt8(ascii: "x")
      case nil: UInt8(ascii: ">")
      }
    // An end that shares its column with other marks goes right after them.
    let endColumn = row.end == nil ? columns : last
    let shared = (counts[endColumn] != nil || endColumn == first) && endColumn < columns
    cells[shared ? endColumn + 1 : endColumn] = endMark
    while cells.last == UInt8(ascii: " ") { cells.removeLast() }
    return String(decoding: cells, as: UTF8.self)
  }

  private func note(_ row: EffectTimeline.Row) -> String? {
    switch row.end {
    case let (time, .cancelled(reason, cause))?:
      let at = Duration.milliseconds(time).playgroundDescription
      let by = cause.map { " while reducing \(oneLineDump($0))" } ?? ""
      let why =
        switch reason {
        case .cancel: "by .cancel(id:)"
        case .cancelInFlight: "replaced by a new effect with the same id (cancelInFlight)"
        case .ownerWentAway: "because its feature went away"
        }
      return "#\(row.id) cancelled at \(at)\(by): \(why)"
    case nil:
      return "#\(row.id) still running: \(waiting(row.id))"
    case (_, .finished)?:
      return nil
    }
  }

  /// `.toggleTimerButtonTapped` for `Timers.Action.toggleTimerButtonTapped`: the dump after its
  /// type's name, which every row would repeat. A row's action is spelled as a key path, and an
  /// incrementing UUID as `UUID(0)`, so the label reaches the id that tells rows apart before
  /// it is cut: `.items[id: UUID(2)].basketToggled`.
  static func shortAction(_ action: Any) -> String {
    let dump = elementsAsKeyPaths(shortUUIDs(oneLineDump(action)))
    var previous: Character = " "
    for index in dump.indices {
      let character = dump[index]
      if previous == ".", character.isLowercase { return String(dump[dump.index(before: index)...]) }
      if character == "(" || character == "[" { break }
      previous = character
    }
    return dump
  }

  /// `UUID(00000000-0000-0000-0000-000000000002)` as `UUID(2)`, as the shell takes it.
  static func shortUUIDs(_ text: String) -> String {
    text.replacing(#/UUID\((00000000-0000-0000-0000-[0-9A-F]{12})\)/#) { match in
      UUID(uuidString: String(match.1))?.incrementingNumber.map { "UUID(\($0))" } ?? String(match.0)
    }
  }

  /// `.items(.element(id: ID, action: .x))` as `.items[id: ID].x`, at any depth.
  static func elementsAsKeyPaths(_ text: String) -> String {
    guard let marker = text.range(of: "(.element(id: ") else { return text }
    let rest = Array(text[marker.upperBound...])
    var depth = 0
    var inString = false
    var separator: Int?
    var index = 0
    scan: while index < rest.count {
      switch rest[index] {
      case "\\" where inString: index += 1
      case "\"": inString.toggle()
      case _ where inString: break
      case "(", "[": depth += 1
      case ")", "]":
        if depth == 0 { break scan }
        depth -= 1
      case "," where depth == 0 && separator == nil && String(rest[index...].prefix(10)) == ", action: ":
        separator = index
      default: break
      }
      index += 1
    }
    // `index` is at the `)` that closes `.element(`; the next one closes the case.
    guard let separator, index + 1 < rest.count, rest[index + 1] == ")" else { return text }
    let id = String(rest[..<separator])
    let action = String(rest[(separator + 10)..<index])
    return text[..<marker.lowerBound] + "[id: \(id)]" + elementsAsKeyPaths(action) + String(rest[(index + 2)...])
  }

  private static func fitted(_ text: String, to width: Int) -> String {
    text.count > width
      ? text.prefix(width - 1) + "…"
      : text.padding(toLength: width, withPad: " ", startingAt: 0)
  }
}

extension Duration {
  /// A column's width for the timeline's heading: whole milliseconds, or `1.5s`.
  fileprivate var roundedDescription: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    return milliseconds < 1000 ? "\(max(milliseconds, 1))ms" : Duration.milliseconds(milliseconds).playgroundDescription
  }
}
