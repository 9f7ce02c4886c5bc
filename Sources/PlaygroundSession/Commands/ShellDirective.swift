import PlaygroundText

/// A line the shell acts on itself, outside the session: `:load FILE` replays a transcript
/// file, command by command, through the shell, which echoes each command and compares its
/// output with the file's; `new NAME` writes a lesson into the playground's package;
/// `:reload [--watch]` rebuilds the playground and moves the session to the new build;
/// `open PATH…` loads a feature from files outside the package, building it in when needed.
///
/// A session ignores these lines (see ``Playground/execute(_:)``), and so does a check: the
/// commands `:load` runs are echoed after their prompts, so the shell's piped output, where
/// they follow the `:load` line, is itself a transcript that checks. So checking or `:load`ing
/// a transcript never writes a lesson into your package.
public enum ShellDirective: Equatable, Sendable {
  case load(path: String?)
  case newLesson(name: String?)
  /// `:reload`, or `:reload --watch`; anything else after it is an error the shell gives.
  case reload(argument: String)
  /// `open PATH… [--feature NAME] [--state EXPR] [--explain]`, its arguments as typed.
  case open(arguments: String)

  /// The directive on `line`, or `nil` when the line is a session command.
  public init?(_ line: String) {
    let trimmed = line.trimmingWhitespace()
    let name = String(trimmed.prefix { !$0.isWhitespace })
    let argument = trimmed.dropFirst(name.count).trimmingWhitespace()
    switch name {
    case Self.loadName: self = .load(path: argument.isEmpty ? nil : argument)
    case Self.newLessonName: self = .newLesson(name: argument.isEmpty ? nil : argument)
    case Self.reloadName: self = .reload(argument: argument)
    case Self.openName: self = .open(arguments: argument)
    default: return nil
    }
  }

  static let loadName = ":load"
  static let newLessonName = "new"
  static let reloadName = ":reload"
  static let openName = "open"
}
