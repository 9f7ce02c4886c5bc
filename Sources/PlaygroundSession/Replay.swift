extension Playground {
  /// One command of a replay: the line echoing it after the prompt, then what it printed.
  public struct ReplayedCommand: Equatable, Sendable {
    public var echo: OutputLine
    public var output: [OutputLine]
  }

  /// Runs commands in a fresh session and returns what a user would have seen: each command
  /// echoed after the prompt, then its output, as the shell prints when its input is not a
  /// terminal. This is the transcript format.
  public static func replay(
    _ commands: some Sequence<String>,
    lessons: [Lesson],
    lessonID: String? = nil
  ) async throws(UnknownLesson) -> [OutputLine] {
    try await replayCommands(commands, lessons: lessons, lessonID: lessonID)
      .flatMap { [$0.echo] + $0.output }
  }

  /// ``replay(_:lessons:lessonID:)``, command by command. A `quit` ends the replay; the
  /// notices of effects still running at the end belong to the last command.
  public static func replayCommands(
    _ commands: some Sequence<String>,
    lessons: [Lesson],
    lessonID: String? = nil
  ) async throws(UnknownLesson) -> [ReplayedCommand] {
    var replayed: [ReplayedCommand] = []
    let playground = try Playground(lessons: lessons, lessonID: lessonID) { line in
      precondition(!replayed.isEmpty, "a session prints nothing before its first command")
      replayed[replayed.count - 1].output.append(line)
    }
    for command in commands {
      replayed.append(ReplayedCommand(echo: OutputLine(playground.prompt + command), output: []))
      if await playground.execute(command) == .quit { return replayed }
    }
    playground.finish()
    return replayed
  }
}
