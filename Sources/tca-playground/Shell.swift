import ArgumentParser
import Foundation
import Lessons
import PlaygroundSession
import PlaygroundTerminal

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

  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      "Where lessons keep their files, such as shared-stats' stats.json.",
      discussion: "Defaults to $XDG_DATA_HOME/tca-playground (~/.local/share/tca-playground) on a terminal, and to a fresh temporary folder when input is piped.",
      valueName: "dir"
    )
  )
  var dataDir: String?

  @MainActor
  func run() async throws {
    OutputSink.ignoreBrokenPipeSignal()
    InterruptSignal.install()
    let environment = ProcessInfo.processInfo.environment
    let completion = CompletionSnapshot()
    let editor = LineEditor(
      historyFile: LineEditor.defaultHistoryFile(environment: environment),
      completer: { completion.complete($0) }
    )
    let printer = LinePrinter(color: editor != nil && ColorPolicy.isEnabledForStandardOutput(noColorFlag: noColor))
    let dataFolder: DataFolder =
      if let dataDir {
        .at(URL(fileURLWithPath: dataDir, isDirectory: true))
      } else if isatty(STDIN_FILENO) == 1 {
        .standard(environment: environment)
      } else {
        .temporary()
      }
    let playground: Playground
    do {
      playground = try Playground(
        lessons: allLessons, lessonID: lesson, dataFolder: dataFolder, sink: printer.print,
        isInterrupted: InterruptSignal.consume
      )
    } catch {
      throw ValidationError(error.description)
    }
    if let editor {
      printer.print(OutputLine("tca-playground — learn the Composable Architecture by sending actions"))
      printer.print(OutputLine("Loaded \(playground.lesson.id): \(playground.lesson.title). Type 'help' for commands, 'lessons' to pick another."))
      try await InteractiveLoop(playground: playground, editor: editor, printer: printer, completion: completion).run()
    } else {
      if lesson == nil {
        FileHandle.standardError.write(Data("Loaded \(playground.lesson.id); name a lesson to start another: tca-playground \(allLessons.map(\.id).joined(separator: "|"))\n".utf8))
      }
      await PipedLoop(playground: playground, printer: printer).run()
    }
  }
}
