import ArgumentParser
import Foundation

/// `tca-playground`: the command line. Exit status: 0 success, 1 a check failed or a file `new`
/// could not write, 2 bad usage or unreadable input.
@main
struct TCAPlayground: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tca-playground",
    abstract: "Learn the Composable Architecture by sending actions.",
    discussion: """
      With no subcommand, starts the shell with LESSON loaded (the first lesson if none is \
      given). On a terminal it is a line editor; otherwise it reads commands line by line and \
      echoes each after the prompt, so its output is a transcript.
      """,
    subcommands: [Shell.self, Learn.self, TestMode.self, ListLessons.self, Check.self, Record.self, Export.self, New.self, Open.self],
    defaultSubcommand: Shell.self
  )

  /// Runs the command, exiting with status 2 rather than swift-argument-parser's 64 for bad
  /// usage, as the command-line contract says.
  static func main() async {
    do {
      guard CommandLine.arguments.count > 1 else { return try await Shell.runWithoutArguments() }
      var command = try parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { print(message) }
        Foundation.exit(0)
      }
      if !message.isEmpty {
        FileHandle.standardError.write(Data((message + "\n").utf8))
      }
      Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}
