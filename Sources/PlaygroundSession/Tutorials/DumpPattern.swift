/// How a tutorial goal writes a value or an action: as its one-line custom dump, with or
/// without the type name in front of an enum case, as Swift lets you leave it out where the
/// type is known. `.timerTicked` and `Timers.Action.timerTicked` both match the dump
/// `Timers.Action.timerTicked`; `3`, `nil` and `"text"` match themselves.
enum DumpPattern {
  /// Whether `pattern` writes the dumped value exactly.
  static func matches(_ dump: String, exactly pattern: String) -> Bool {
    forms(of: dump).contains(pattern)
  }

  /// Whether the dumped value starts as `pattern` does: `.factResponse(.failure` matches
  /// `EffectsCancellation.Action.factResponse(.failure(…))`.
  static func matches(_ dump: String, prefix pattern: String) -> Bool {
    forms(of: dump).contains { $0.hasPrefix(pattern) }
  }

  /// The dump, and, when it starts with a dotted name (`Timers.Action.timerTicked(…)`), the
  /// same without everything before the last dot of that name (`.timerTicked(…)`).
  static func forms(of dump: String) -> [String] {
    let name = dump.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard let first = name.first, first.isLetter || first == "_", let lastDot = name.lastIndex(of: ".") else {
      return [dump]
    }
    return [dump, String(dump[lastDot...])]
  }
}
