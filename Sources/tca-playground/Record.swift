import ArgumentParser

/// `tca-playground record LESSON -o FILE`: the shell, recording from the first command.
struct Record: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Start the shell and record the session as a transcript.",
    discussion: """
      Rewrites FILE whole after every command, so a session ended by a signal or a closed \
      terminal keeps what it recorded; it is saved a last time when the session ends. When standard \
      input is not a terminal, records the commands it reads, as the shell runs them. Inside \
      any session, ':record FILE' starts recording and ':record' stops. Check the file with \
      'tca-playground check FILE'.
      """
  )

  @Argument(help: "The lesson to load: \(shellLessons.map(\.id).joined(separator: ", ")).")
  var lesson: String

  @Option(name: .shortAndLong, help: ArgumentHelp("The transcript file to write.", valueName: "FILE"))
  var output: String

  @OptionGroup var options: ShellOptions

  @MainActor
  func run() async throws {
    try await ShellSession(
      lessonID: lesson, settings: options.settings, progress: ShellSession.openProgress(), recordingPath: output
    ).run()
  }
}
