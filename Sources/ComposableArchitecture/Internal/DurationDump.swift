import CustomDump

#if !canImport(Darwin)
  /// A `Duration` in a state dump, as custom-dump prints it on Apple platforms, through
  /// Foundation's `.units(…, width: .wide)` format: `5 minutes`, `1 minute, 30 seconds`,
  /// `250 milliseconds`. custom-dump has that conformance only where Foundation formats
  /// durations, so on Linux a `SyncUp`'s length would dump as its two raw integers.
  extension Duration: @retroactive CustomDumpStringConvertible {
    public var customDumpDescription: String {
      let (seconds, attoseconds) = components
      let sign = seconds < 0 || attoseconds < 0 ? "-" : ""
      let wholeSeconds = seconds.magnitude
      let nanoseconds = UInt64(attoseconds.magnitude / 1_000_000_000)
      let units: [(value: UInt64, singular: String)] = [
        (wholeSeconds / 86_400, "day"),
        (wholeSeconds % 86_400 / 3_600, "hour"),
        (wholeSeconds % 3_600 / 60, "minute"),
        (wholeSeconds % 60, "second"),
        (nanoseconds / 1_000_000, "millisecond"),
        (nanoseconds % 1_000_000 / 1_000, "microsecond"),
        (nanoseconds % 1_000, "nanosecond"),
      ]
      let parts = units.filter { $0.value != 0 }.map { "\($0.value) \($0.singular)\($0.value == 1 ? "" : "s")" }
      return parts.isEmpty ? "0 seconds" : sign + parts.joined(separator: ", ")
    }
  }
#endif
