/// What a terminal would show after some output: a small emulator of the xterm subset that
/// line editors use (cursor moves, erase, insert and delete characters, auto-wrap), so tests
/// can check the line as a person sees it however the program chose to redraw it.
///
/// Rows grow downwards without limit (nothing scrolls away); absolute positions count from the
/// top of the last `height` rows. Every Unicode scalar takes one column; colours are ignored.
struct TerminalScreen {
  let width: Int
  let height: Int
  private(set) var rows: [[Character]] = [[]]
  private(set) var cursorRow = 0
  private(set) var cursorColumn = 0
  /// xterm's deferred wrap: a character written in the last column moves the cursor to the
  /// next row only when another character follows.
  private var wrapPending = false

  init(width: Int, height: Int, output: [UInt8]) {
    self.width = width
    self.height = height
    let scalars = Array(String(decoding: output, as: UTF8.self).unicodeScalars)
    var index = 0
    while index < scalars.count {
      index = interpret(scalars, at: index)
    }
  }

  /// The rows as text, without trailing spaces.
  var lines: [String] {
    rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// The row the cursor is on.
  var cursorLine: String { lines[cursorRow] }

  /// Interprets the control character, escape sequence or character at `index`; returns the
  /// index after it.
  private mutating func interpret(_ scalars: [Unicode.Scalar], at index: Int) -> Int {
    switch scalars[index] {
    case "\u{1B}": return escape(scalars, at: index + 1)
    case "\r": moveTo(row: cursorRow, column: 0)
    case "\n": moveTo(row: cursorRow + 1, column: cursorColumn)
    case "\u{8}": moveTo(row: cursorRow, column: cursorColumn - 1)
    case "\t": moveTo(row: cursorRow, column: (cursorColumn / 8 + 1) * 8)
    case let scalar where scalar.value < 0x20 || scalar.value == 0x7F: break
    case let scalar: put(Character(scalar))
    }
    return index + 1
  }

  private mutating func escape(_ scalars: [Unicode.Scalar], at index: Int) -> Int {
    guard index < scalars.count else { return index }
    switch scalars[index] {
    case "[":
      var end = index + 1
      while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
      guard end < scalars.count else { return end }
      let parameters = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
      control(scalars[end], parameters.split(separator: ";").map { Int($0) ?? 0 })
      return end + 1
    case "]":
      var end = index + 1
      while end < scalars.count, scalars[end] != "\u{7}", scalars[end] != "\u{1B}" { end += 1 }
      return scalars.indices.contains(end) && scalars[end] == "\u{1B}" ? end + 2 : end + 1
    default:
      return index + 1
    }
  }

  /// A CSI sequence: `final` with numeric `parameters` (missing ones default to 1, or 0 for
  /// the erase modes).
  private mutating func control(_ final: Unicode.Scalar, _ parameters: [Int]) {
    let count = max(1, parameters.first ?? 1)
    let mode = parameters.first ?? 0
    switch final {
    case "A": moveTo(row: cursorRow - count, column: cursorColumn)
    case "B": moveTo(row: cursorRow + count, column: cursorColumn)
    case "C": moveTo(row: cursorRow, column: cursorColumn + count)
    case "D": moveTo(row: cursorRow, column: cursorColumn - count)
    case "G": moveTo(row: cursorRow, column: count - 1)
    case "H", "f":
      let top = max(0, rows.count - height)
      let column = parameters.count > 1 ? max(1, parameters[1]) : 1
      moveTo(row: top + count - 1, column: column - 1)
    case "K":
      let row = rows[cursorRow]
      switch mode {
      case 1:
        rows[cursorRow] =
          Array(repeating: " ", count: min(cursorColumn + 1, row.count))
          + row.dropFirst(cursorColumn + 1)
      case 2: rows[cursorRow] = []
      default: rows[cursorRow] = Array(row.prefix(cursorColumn))
      }
    case "J":
      if mode == 2 || mode == 3 {
        rows = Array(repeating: [], count: rows.count)
      } else {
        rows[cursorRow] = Array(rows[cursorRow].prefix(cursorColumn))
        rows.removeSubrange((cursorRow + 1)...)
      }
    case "P":
      let row = rows[cursorRow]
      rows[cursorRow] = Array(row.prefix(cursorColumn) + row.dropFirst(cursorColumn + count))
    case "@":
      pad(to: cursorColumn)
      rows[cursorRow].insert(contentsOf: repeatElement(" ", count: count), at: cursorColumn)
      rows[cursorRow] = Array(rows[cursorRow].prefix(width))
    case "X":
      for column in cursorColumn..<min(cursorColumn + count, rows[cursorRow].count) {
        rows[cursorRow][column] = " "
      }
    default:
      break  // colours, modes, queries: nothing to show
    }
  }

  private mutating func put(_ character: Character) {
    if wrapPending { moveTo(row: cursorRow + 1, column: 0) }
    pad(to: cursorColumn + 1)
    rows[cursorRow][cursorColumn] = character
    if cursorColumn == width - 1 {
      wrapPending = true
    } else {
      cursorColumn += 1
    }
  }

  private mutating func moveTo(row: Int, column: Int) {
    wrapPending = false
    cursorRow = max(0, row)
    cursorColumn = min(max(0, column), width - 1)
    while rows.count <= cursorRow { rows.append([]) }
  }

  private mutating func pad(to count: Int) {
    if rows[cursorRow].count < count {
      rows[cursorRow] += repeatElement(" ", count: count - rows[cursorRow].count)
    }
  }
}
