/// Lays out completion candidates in columns below the line, the way bash does: filled top to
/// bottom, then left to right, each column as wide as the longest candidate plus two spaces.
enum CompletionListing {
  /// The rows to print, without trailing spaces, for a terminal `width` columns wide. Trailing
  /// whitespace of a candidate (the space a unique completion would add) is not shown.
  static func rows(for candidates: [String], width: Int) -> [String] {
    let items = candidates.map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
    guard let longest = items.map(\.count).max() else { return [] }
    let columnWidth = longest + 2
    let columnCount = max(1, (width + 2) / columnWidth)
    let rowCount = (items.count + columnCount - 1) / columnCount
    return (0..<rowCount).map { row in
      let cells = stride(from: row, to: items.count, by: rowCount).map { items[$0] }
      let padded = cells.dropLast().map { $0.padding(toLength: columnWidth) } + [cells.last!]
      return padded.joined()
    }
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, length - count))
  }
}
