extension String {
  /// The text with `prefix` put before each of its lines, empty ones included: how a message
  /// sets a diff or a dump in from its headline. custom-dump indents the dumps it writes
  /// (`customDump(_:to:indent:)`), but not a diff it has already returned.
  func prefixingLines(with prefix: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }
      .joined(separator: "\n")
  }
}
