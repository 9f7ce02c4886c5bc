import Glibc

/// Conversions between Swift strings and libedit's wide strings. With a UTF-8 `LC_CTYPE`
/// locale glibc's `wchar_t` holds one Unicode scalar, so no multibyte conversion is involved.
extension String {
  /// The string made of the first `count` wide characters at `start`.
  init(wide start: UnsafePointer<wchar_t>, count: Int) {
    var scalars = String.UnicodeScalarView()
    for character in UnsafeBufferPointer(start: start, count: count) {
      scalars.append(Unicode.Scalar(UInt32(bitPattern: character)) ?? "\u{FFFD}")
    }
    self.init(scalars)
  }

  /// The string as a NUL-terminated wide string.
  var wideCString: [wchar_t] {
    unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
  }
}
