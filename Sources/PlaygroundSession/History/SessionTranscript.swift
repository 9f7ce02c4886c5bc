extension Playground {
  /// The session so far, for `:save`: the steps that made it as it is, replayed in a fresh
  /// session with a fresh data folder, as `check` replays the file, so the file passes.
  /// Lessons and dependency modes come out as the `load` and `dependency` steps that chose
  /// them. `nil` before the first step.
  public func transcriptOfSteps() async -> [String]? {
    // A transcript holds commands only: a file another process changed has no line in it.
    let commands = history.applied.compactMap { step -> String? in
      switch step.entry {
      case let .command(line): line
      case .sharedFileChanged: nil
      }
    }
    guard !commands.isEmpty,
      let (preamble, replayed) = try? await Self.replayCommands(commands, lessons: lessons, lessonID: firstLesson.id)
    else { return nil }
    return Self.printedLines(preamble: preamble, replayed: replayed).flatMap(\.self)
  }
}
