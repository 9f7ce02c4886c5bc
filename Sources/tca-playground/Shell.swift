import ArgumentParser
import Lessons

/// `tca-playground [LESSON]`: the shell.
struct Shell: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shell",
    abstract: "Start the shell (the default).",
    shouldDisplay: false
  )

  @Argument(help: "The lesson to load: \(allLessons.map(\.id).joined(separator: ", ")).")
  var lesson: String?

  @Flag(name: .customLong("no-color"), help: "Never colour the output (also: NO_COLOR=1).")
  var noColor = false

  @MainActor
  func run() async throws {
    try await ShellSession(lessonID: lesson, noColor: noColor).run()
  }
}
