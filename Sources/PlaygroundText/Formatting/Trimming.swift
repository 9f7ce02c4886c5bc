extension StringProtocol where SubSequence == Substring {
  /// The text without the spaces and tabs around it, as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` gives it: scalars of Unicode's general category Zs,
  /// the tab, and the zero-width space U+200B, which Foundation still counts as a space. In the standard library: Foundation's bridges the text to an `NSString`, and
  /// every command a transcript check runs trimmed its line four times that way.
  package func trimmingWhitespace() -> String {
    trimming { $0.isSpace }
  }

  /// The text without the white space and line breaks around it, as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it: those of
  /// ``trimmingWhitespace()``, and U+000A to U+000D, U+0085, U+2028 and U+2029.
  package func trimmingWhitespaceAndNewlines() -> String {
    trimming { scalar in
      switch scalar.value {
      case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
      default: scalar.isSpace
      }
    }
  }

  private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = self[...].unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension Unicode.Scalar {
  /// What Foundation's `.whitespaces` holds: an ASCII scalar only when it is the space or the
  /// tab.
  fileprivate var isSpace: Bool {
    value < 0x80 ? value == 0x20 || value == 0x09 : value == 0x200B || properties.generalCategory == .spaceSeparator
  }
}
