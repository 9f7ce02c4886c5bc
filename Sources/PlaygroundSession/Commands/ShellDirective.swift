/// A line the shell acts on itself, outside the session: `:record FILE` starts recording the
/// session into a transcript file, `:record` or `:record stop` stops.
///
/// A session ignores these lines (see ``Playground/execute(_:)``), so replaying or checking a
/// transcript never writes a file, whoever wrote the transcript.
public enum ShellDirective: Equatable, Sendable {
  case startRecording(path: String)
  case stopRecording

  /// The directive on `line`, or `nil` when the line is a session command.
  public init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let name = trimmed.prefix { !$0.isWhitespace }
    guard name == Self.record else { return nil }
    let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    self = argument.isEmpty || argument == "stop" ? .stopRecording : .startRecording(path: argument)
  }

  static let record = ":record"
}
