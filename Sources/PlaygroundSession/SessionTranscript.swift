extension Playground {
  /// The session so far, for `:save`: the steps that made it as it is, replayed in a fresh
  /// session with a fresh data folder, as `check` replays the file, so the file passes.
  /// Lessons and dependency modes come out as the `load` and `dependency` steps that chose
  /// them. `nil` before the first step. The replay shows on ``replayProgress`` as `undo`'s
  /// does, and Ctrl-C stops it: then it throws, and nothing is saved.
  public func transcriptOfSteps() async throws(FileCommandError) -> [String]? {
    // A transcript holds commands only: a file another process changed has no line in it.
    let commands = timeTravel.history.applied.compactMap { step -> String? in
      switch step.entry {
      case let .command(line): line
      case .sharedFileChanged: nil
      }
    }
    guard !commands.isEmpty else { return nil }
    var wasInterrupted = false
    let watch = ReplayWatch(
      isInterrupted: { [isInterrupted] in
        if !wasInterrupted, isInterrupted() { wasInterrupted = true }
        return wasInterrupted
      },
      progress: session.replay.progress
    )
    let replay = try? await Self.replayCommands(commands, lessons: session.lessons, lessonID: session.firstLesson.id, watch: watch)
    if wasInterrupted { throw FileCommandError("interrupted: the replay stopped, and nothing was saved") }
    guard let (preamble, replayed) = replay else { return nil }
    return Self.printedLines(preamble: preamble, replayed: replayed).flatMap(\.self)
  }
}
