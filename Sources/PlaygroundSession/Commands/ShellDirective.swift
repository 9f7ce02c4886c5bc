/// A line the shell acts on itself, outside the session: `:load FILE` replays a transcript
/// file, command by command, through the shell, which echoes each command and compares its
/// output with the file's; `new NAME` writes a lesson into the playground's package.
///
/// A session ignores these lines (see ``Playground/execute(_:)``), and so does a check: the
/// commands `:load` runs are echoed after their prompts, so the shell's piped output, where
/// they follow the `:load` line, is itself a transcript that checks. So checking or `:load`ing
/// a transcript never writes a lesson into your package.
public enum ShellDirective: Equatable, Sendable {
  case load(path: String?)
  case newLesson(name: String?)

  /// The directive on `line`, or `nil` when the line is a session command.
  public init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let name = String(trimmed.prefix { !$0.isWhitespace })
    let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    switch name {
    case Self.loadName: self = .load(path: argument.isEmpty ? nil : argument)
    case Self.newLessonName: self = .newLesson(name: argument.isEmpty ? nil : argument)
    default: return nil
    }
  }

  static let loadName = ":load"
  static let newLessonName = "new"
}
