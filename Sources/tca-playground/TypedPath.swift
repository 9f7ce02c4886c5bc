import Foundation

/// The file a path typed after `:save`, `:load` or `:record` names: relative to the current
/// folder, absolute, or under the home folder when it starts with `~/`, as Tab completes it
/// (no shell expands it first). Messages keep the path as typed.
func fileURL(typed path: String) -> URL {
  if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
    return URL(fileURLWithPath: home, isDirectory: true).appending(path: String(path.dropFirst(2)))
  }
  return URL(fileURLWithPath: path)
}
