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

  @OptionGroup var options: ShellOptions

  @MainActor
  func run() async throws {
    let progress = ShellLauncher.openProgress()
    try await ShellLauncher(options: options, progress: progress).run(lessonID: lesson)
  }
}

/// The shell's options, shared by `tca-playground [LESSON]` and `tca-playground learn`.
struct ShellOptions: ParsableArguments {
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

  /// The `--data-dir`, the XDG data folder on a terminal, or a fresh temporary folder when input
  /// is piped, so a transcript never reads or changes the learner's files.
  func dataFolder(environment: [String: String]) -> DataFolder {
    if let dataDir {
      .at(URL(fileURLWithPath: dataDir, isDirectory: true))
    } else if isatty(STDIN_FILENO) == 1 {
      .standard(environment: environment)
    } else {
      .temporary()
    }
  }
}

/// Starts the shell: on a terminal the line editor, otherwise the piped loop whose output is a
/// transcript.
@MainActor
struct ShellLauncher {
  let options: ShellOptions
  let progress: any ProgressStore

  /// The learner's tutorial progress file; a damaged one is reported on standard error.
  static func openProgress() -> any ProgressStore {
    let opened = ProgressFile.openDefault()
    if let warning = opened.warning {
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
    return opened.store
  }

  /// - Parameter firstCommand: Run before the learner's first line, as if typed: `learn`.
  func run(lessonID: String?, firstCommand: String? = nil) async throws {
    OutputSink.ignoreBrokenPipeSignal()
    InterruptSignal.install()
    let environment = ProcessInfo.processInfo.environment
    let completion = CompletionSnapshot()
    let editor = LineEditor(
      historyFile: LineEditor.defaultHistoryFile(environment: environment),
      completer: { completion.complete($0) }
    )
    let printer = LinePrinter(
      color: editor != nil && ColorPolicy.isEnabledForStandardOutput(noColorFlag: options.noColor)
    )
    let playground: Playground
    do {
      playground = try Playground(
        lessons: allLessons, lessonID: lessonID, dataFolder: options.dataFolder(environment: environment),
        sink: printer.print, isInterrupted: InterruptSignal.consume, progress: progress
      )
    } catch {
      throw ValidationError(error.description)
    }
    if let editor {
      printer.print(OutputLine("tca-playground — learn the Composable Architecture by sending actions"))
      printer.print(OutputLine(
        "Loaded \(playground.lesson.id): \(playground.lesson.title). Type 'learn' for its guided tutorial, 'help' for commands, 'lessons' to pick another."
      ))
      if let firstCommand { _ = await playground.execute(firstCommand) }
      try await InteractiveLoop(playground: playground, editor: editor, printer: printer, completion: completion).run()
    } else {
      if lessonID == nil {
        FileHandle.standardError.write(Data("Loaded \(playground.lesson.id); name a lesson to start another: tca-playground \(allLessons.map(\.id).joined(separator: "|"))\n".utf8))
      }
      await PipedLoop(playground: playground, printer: printer, firstCommand: firstCommand).run()
    }
  }
}
