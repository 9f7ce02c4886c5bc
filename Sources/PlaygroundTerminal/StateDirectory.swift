import Foundation

/// Where the playground keeps what lasts between sessions, its history and tutorial progress:
/// `$XDG_STATE_HOME/tca-playground`, or `$HOME/.local/state/tca-playground` when
/// `XDG_STATE_HOME` is unset, empty or relative (the XDG spec says to ignore relative paths).
public enum StateDirectory {
  /// `nil` when `HOME` is unusable too.
  public static func url(environment: ProcessEnvironment) -> URL? {
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state", isDirectory: true)
    } else {
      return nil
    }
    return base.appendingPathComponent("tca-playground", isDirectory: true)
  }
}
