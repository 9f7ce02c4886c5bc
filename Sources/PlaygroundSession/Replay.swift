import PlaygroundText


extension Playground {
  /// One command of a replay: the line echoing it after the prompt, then what it printed.
  public struct ReplayedCommand: Equatable, Sendable {
    public var echo: OutputLine
    public var output: [OutputLine]
  }

  /// Runs commands in a fresh session and returns what a user would have seen: each command
  /// echoed after the prompt, then its output, as the shell prints when its input is not a
  /// terminal. This is the transcript format.
  ///
  /// Lessons keep their files in `dataFolder`, a fresh temporary folder unless given, so a
  /// replay never sees what another session saved.
  public static func replay(
    _ commands: some Collection<String>,
    lessons: [Lesson],
    lessonID: String? = nil,
    dataFolder: DataFolder = .temporary()
  ) async throws(UnknownLesson) -> [OutputLine] {
    let (preamble, replayed) = try await replayCommands(
      commands, lessons: lessons, lessonID: lessonID, dataFolder: dataFolder
    )
    return preamble + replayed.flatMap { [$0.echo] + $0.output }
  }

  /// ``replay(_:lessons:lessonID:dataFolder:)``, command by command, after what the session
  /// printed as it started (a file in the data folder it could not load, say). A `quit` ends
  /// the replay; the notices of effects still running at the end belong to the last command.
  /// `:record` and `:save` write in `transcriptFiles`, and are refused without it; a recording
  /// still going at the end is dropped. With `watch`, each command is reported to its
  /// progress, and the replay stops before the next command once it is interrupted.
  public static func replayCommands(
    _ commands: some Collection<String>,
    lessons: [Lesson],
    lessonID: String? = nil,
    dataFolder: DataFolder = .temporary(),
    transcriptFiles: TranscriptFiles? = nil,
    watch: ReplayWatch? = nil
  ) async throws(UnknownLesson) -> (preamble: [OutputLine], commands: [ReplayedCommand]) {
    var preamble: [OutputLine] = []
    var replayed: [ReplayedCommand] = []
    let playground = try Playground(
      lessons: lessons, lessonID: lessonID, dataFolder: dataFolder,
      sink: { line in
        if replayed.isEmpty {
          preamble.append(line)
        } else {
          replayed[replayed.count - 1].output.append(line)
        }
      },
      isInterrupted: watch?.isInterrupted ?? { false },
      transcriptFiles: transcriptFiles
    )
    defer { watch?.progress?(nil) }
    for (index, command) in commands.enumerated() {
      if let watch {
        watch.progress?(ReplayProgress(step: index + 1, steps: commands.count, time: playground.host.clock.elapsed))
        if watch.isInterrupted() { return (preamble, replayed) }
      }
      replayed.append(ReplayedCommand(echo: OutputLine(playground.echo(command)), output: []))
      if await playground.execute(command) == .quit { return (preamble, replayed) }
    }
    playground.finish()
    return (preamble, replayed)
  }

  /// Who watches a replay of commands: where it is, and whether to stop.
  public struct ReplayWatch {
    let isInterrupted: () -> Bool
    let progress: ((ReplayProgress?) -> Void)?
  }

  /// What a replay printed, one array per command: its echo, then its output. Lines printed
  /// before the first prompt have no place in a transcript; the first command's output
  /// carries them, so a check still sees them.
  static func printedLines(preamble: [OutputLine], replayed: [ReplayedCommand]) -> [[String]] {
    var printed = replayed.map { [$0.echo.text] + $0.output.map(\.text) }
    if !preamble.isEmpty, !printed.isEmpty { printed[0].insert(contentsOf: preamble.map(\.text), at: 1) }
    return printed
  }
}
