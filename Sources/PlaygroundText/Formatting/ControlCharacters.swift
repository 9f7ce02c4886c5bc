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

  /// A typed command as its echo line shows it: control characters escaped as an error line
  /// quotes them, so neither the terminal nor a transcript ever holds an escape code, and
  /// without the carriage return of a CRLF line ending, which is not part of the command.
  package var echoedAsCommand: String {
    (hasSuffix("\r") ? String(dropLast()) : self).escapingControlCharacters
  }

  /// The inverse of ``escapingControlCharacters``: each `\u{…}` that names a control
  /// character, spelled as the echo of a command writes it (lowercase, no leading zeros), back
  /// to that character. Other spellings stay as typed.
  package var unescapingControlCharacters: String {
    let scalars = Array(unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if let (scalar, length) = Self.escapedControl(in: scalars, at: index) {
        result.append(scalar)
        index += length
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// The control character a `\u{…}` at `index` names, as ``escapingControlCharacters``
  /// spells it, and the escape's length in scalars.
  private static func escapedControl(in scalars: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
    guard scalars[index...].starts(with: "\\u{".unicodeScalars) else { return nil }
    let digits = scalars[(index + 3)...].prefix { $0.properties.isASCIIHexDigit }
    let end = index + 3 + digits.count
    guard end < scalars.count, scalars[end] == "}" else { return nil }
    let hex = String(String.UnicodeScalarView(digits))
    guard let value = UInt32(hex, radix: 16), String(value, radix: 16) == hex,
      let scalar = Unicode.Scalar(value), String(scalar).escapingControlCharacters != String(scalar)
    else { return nil }
    return (scalar, end + 1 - index)
  }
}
