import Glibc

/// How many columns a terminal has: for completion listings and `timeline`.
public enum TerminalWidth {
  /// What most terminals start with, and what is used when output is not a terminal.
  public static let fallback = 80

  /// The columns of the terminal behind `descriptor`, or ``fallback`` when it is not one.
  public static func of(_ descriptor: Int32) -> Int {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return fallback }
    return Int(size.ws_col)
  }
}
