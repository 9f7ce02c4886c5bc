import ArgumentParser

/// `tca-playground test LESSON`: the shell in test mode, as if `test on` were its first
/// command, so a recorded session shows how it got there.
struct TestMode: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Start the shell in test mode: the lesson runs as a TestStore test.",
    discussion: """
      The lesson starts in a TestStore. send ACTION { $0.x = 1 } asserts how the state changes, \
      receive asserts what effects send back, finish asserts that nothing is left; failures \
      print in TestStore's words. Type 'help test' in the shell for more.
      """
  )

  @Argument(help: "The lesson: \(shellLessons.map(\.id).joined(separator: ", ")).")
  var lesson: String

  @OptionGroup var options: ShellOptions

  @MainActor
  func run() async throws {
    try await ShellSession(
      lessonID: lesson, settings: options.settings, progress: ShellSession.openProgress(), firstCommand: "test on"
    ).run()
  }
}
