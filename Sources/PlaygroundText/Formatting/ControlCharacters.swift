extension Character {
  /// Control characters as `\u{7}`, so error lines stay one printable line.
  package var debugDescriptionEscaped: String {
    String(self).escapingControlCharacters
  }
}

extension String {
  /// The text with each control character (line breaks, form feeds, escape…) and line or
  /// paragraph separator written as `\u{a}`, so it prints as one line and shows what was typed.
  package var escapingControlCharacters: String {
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control where scalar != "\t", .lineSeparator, .paragraphSeparator:
        escaped += "\\u{\(String(scalar.value, radix: 16))}"
      default:
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
