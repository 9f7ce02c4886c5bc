import Foundation

/// One entry of the session's log: what a replay runs again to rebuild the session at a step.
///
/// A session is a pure function of its log, so `undo` and `goto` rebuild a step by replaying
/// the entries before it, with no snapshots of state to keep. Commands are the only entries
/// today; something that happens to a session from outside, such as another process changing
/// a shared file, becomes an entry of its own, so a replay brings it back too.
enum SessionLogEntry: Equatable, Sendable {
  /// A command that can change the session (`send`, `advance`, `load`, …), as typed.
  case command(String)
  /// A shared file that another process changed, which the session reloaded before the next
  /// command: what the file held then, `nil` when it was removed. A replay puts the same
  /// contents in its copy of the file at the same point and reloads it.
  case sharedFileChanged(URL, contents: Data?)

  /// How `history` shows the entry.
  var text: String {
    switch self {
    case let .command(line): line
    case let .sharedFileChanged(file, _): "# \(file.lastPathComponent) changed outside the playground; reloaded"
    }
  }
}
