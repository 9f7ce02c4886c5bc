extension Playground {
  /// Runs commands in a fresh session and returns what a user would have seen: each command
  /// echoed after the prompt, then its output, as the shell prints when its input is not a
  /// terminal. This is the transcript format.
  ///
  /// Lessons keep their files in `dataFolder`, a fresh temporary folder unless given, so a
  /// replay never sees what another session saved.
  public static func replay(
    _ commands: some Sequence<String>,
    lessons: [Lesson],
    lessonID: String? = nil,
    dataFolder: DataFolder = .temporary()
  ) async throws(UnknownLesson) -> [OutputLine] {
    var lines: [OutputLine] = []
    let playground = try Playground(lessons: lessons, lessonID: lessonID, dataFolder: dataFolder) {
      lines.append($0)
    }
    for command in commands {
      lines.append(OutputLine(playground.prompt + command))
      if await playground.execute(command) == .quit { return lines }
    }
    playground.finish()
    return lines
  }
}
