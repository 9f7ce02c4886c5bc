extension Playground {
  /// Runs commands in a fresh session and returns what a user would have seen: each command
  /// echoed after the prompt, then its output, as the shell prints when its input is not a
  /// terminal. This is the transcript format.
  public static func replay(
    _ commands: some Sequence<String>,
    lessons: [Lesson],
    lessonID: String? = nil
  ) async throws(UnknownLesson) -> [OutputLine] {
    var lines: [OutputLine] = []
    let playground = try Playground(lessons: lessons, lessonID: lessonID) { lines.append($0) }
    for command in commands {
      lines.append(OutputLine(playground.prompt + command))
      if await playground.execute(command) == .quit { return lines }
    }
    playground.finish()
    return lines
  }
}
