import ArgumentParser

/// `tca-playground learn [LESSON]`: the shell, with a guided tutorial running.
struct Learn: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "learn",
    abstract: "Start or resume a guided tutorial.",
    discussion: """
      Starts the shell with LESSON's tutorial running, where you left it last time. Without \
      LESSON, resumes the tutorial you took last, or starts with the first lesson's. Progress \
      is kept in $XDG_STATE_HOME/tca-playground/progress.json (by default under \
      ~/.local/state).
      """
  )

  @Argument(help: "The lesson: \(shellLessons.map(\.id).joined(separator: ", ")).")
  var lesson: String?

  @OptionGroup var options: ShellOptions

  @MainActor
  func run() async throws {
    let progress = ShellSession.openProgress()
    let lessonID = lesson ?? progress.progress.current.flatMap { id in shellLessons.first { $0.id == id }?.id }
    try await ShellSession(lessonID: lessonID, settings: options.settings, progress: progress, firstCommand: "learn").run()
  }
}
