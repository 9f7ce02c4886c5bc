/// A line the shell acts on itself, outside the session, because it reads or writes a file:
/// `:record FILE` starts recording the session into a transcript file, `:record` or
/// `:record stop` stops; `:save FILE` writes the session so far as a transcript; `:load FILE`
/// replays one.
///
/// A session ignores these lines (see ``Playground/execute(_:)``), so replaying or checking a
/// transcript never reads or writes a file, whoever wrote the transcript, and `undo` never
/// repeats them.
public enum ShellDirective: Equatable, Sendable {
  case startRecording(path: String)
  case stopRecording
  case save(path: String?)
  case load(path: String?)

  /// The directive on `line`, or `nil` when the line is a session command.
  public init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let name = String(trimmed.prefix { !$0.isWhitespace })
    let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    let path = argument.isEmpty ? nil : argument
    switch name {
    case Self.recordName: self = argument.isEmpty || argument == "stop" ? .stopRecording : .startRecording(path: argument)
    case Self.saveName: self = .save(path: path)
    case Self.loadName: self = .load(path: path)
    default: return nil
    }
  }

  static let recordName = ":record"
  static let saveName = ":save"
  static let loadName = ":load"
}
