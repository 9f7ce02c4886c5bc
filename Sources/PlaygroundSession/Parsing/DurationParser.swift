import PlaygroundText


/// Reads a virtual-time duration: `250ms`, `1s`, `1.5s`, `2m`, `1h`, `8640s`, or several in a
/// row, `1m30s`.
enum DurationParser {
  static func parse(_ text: String, column: Int) throws(ParseError) -> Duration {
    let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
    var rest = Substring(text)
    var total = Duration.zero
    guard !rest.isEmpty else { throw ParseError("expected a duration such as 1s", column: column) }
    while !rest.isEmpty {
      let at = column + text.count - rest.count
      if rest.first == "-" {
        throw ParseError("negative durations are not allowed: the virtual clock only moves forward", column: at)
      }
      let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
      guard !number.isEmpty, let value = Double(number) else {
        throw ParseError("expected a number in duration '\(text)', e.g. 1.5s", column: at)
      }
      rest = rest.dropFirst(number.count)
      let unitText = rest.prefix { $0.isLetter }
      guard let unit = units.first(where: { $0.suffix == unitText }) else {
        let message =
          unitText.isEmpty
          ? "duration '\(text)' needs a unit: ms, s, m or h, e.g. \(number)s"
          : "unknown unit '\(unitText)' in duration '\(text)'; use ms, s, m or h"
        throw ParseError(message, column: at + number.count)
      }
      rest = rest.dropFirst(unitText.count)
      let seconds = value * unit.seconds
      guard seconds <= SessionLimits.longestAdvance.inSeconds - total.inSeconds else {
        throw ParseError("duration '\(text)' is longer than the limit of 366 days", column: column)
      }
      total += .milliseconds(Int64((seconds * 1000).rounded()))
    }
    return total
  }
}
