import Glibc

/// libedit decodes typed bytes with the `LC_CTYPE` locale. A process starts in the "C" locale,
/// where "ë" is two unknown bytes, so the editor adopts the user's locale and, when that is not
/// UTF-8 (an unset `LANG` in a container), glibc's built-in `C.UTF-8`.
enum TerminalLocale {
  /// Sets `LC_CTYPE` for the whole process, once, before the first `el_init`.
  static let adoptUTF8: Void = {
    if setlocale(LC_CTYPE, "") == nil || !isUTF8 {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }()

  private static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    return String(cString: codeset).uppercased().filter { $0 != "-" } == "UTF8"
  }
}
