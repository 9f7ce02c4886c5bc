import ArgumentParser
import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// `tca-playground [LESSON]`: the shell.
struct Shell: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shell",
    abstract: "Start the shell (the default).",
    shouldDisplay: false
  )

  @Argument(help: "The lesson to load: \(shellLessons.map(\.id).joined(separator: ", ")).")
  var lesson: String?

  @OptionGroup var options: ShellOptions

  @Option(
    help: ArgumentHelp(
      "Replay a transcript first, as ':load FILE' does, then go on from where it ends.",
      valueName: "file"
    )
  )
  var replay: String?

  /// What `:reload` hands the new build, which it passes itself when it starts it.
  @Option(help: .hidden)
  var resume: String?

  @MainActor
  func run() async throws {
    if let resume { return try await ShellSession.resume(from: resume) }
    var session = ShellSession(lessonID: lesson, settings: options.settings, progress: ShellSession.openProgress())
    session.replayPath = replay
    try await session.run()
  }

  /// `tca-playground` with no arguments: the shell with the first lesson and the options'
  /// defaults, which is what parsing no arguments gives. Parsing them first would build the
  /// arguments of all seven commands, through reflection, for nothing: half of start-up.
  @MainActor
  static func runWithoutArguments() async throws {
    try await ShellSession(lessonID: nil, settings: ShellSettings(), progress: ShellSession.openProgress()).run()
  }
}

/// The shell's options, shared by `tca-playground [LESSON]`, `learn` and `record`.
struct ShellOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: "Never colour the output (also: NO_COLOR=1).")
  var noColor = false

  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      "Where lessons keep their files, such as shared-stats' lift.json.",
      discussion: "Defaults to $XDG_DATA_HOME/tca-playground (~/.local/share/tca-playground) on a terminal, and to a fresh temporary folder when input is piped.",
      valueName: "dir"
    )
  )
  var dataDir: String?

  @Option(
    name: .customLong("package"),
    help: ArgumentHelp(
      "The playground's package, which ':reload' rebuilds and where 'new' writes a lesson.",
      discussion: "Defaults to the package this binary was built in.",
      valueName: "path"
    )
  )
  var packagePath: String?

  /// The options' values.
  var settings: ShellSettings {
    ShellSettings(noColor: noColor, dataDir: dataDir, packagePath: packagePath)
  }
}

/// What ``ShellOptions`` say, as plain values, which the shell can also start with when there
/// are no arguments to parse: their defaults are the options' defaults.
struct ShellSettings {
  var noColor = false
  var dataDir: String?
  /// `--package`: where `:reload` builds and `new` writes; `nil` for the package this binary
  /// was built in.
  var packagePath: String?

  /// The `--data-dir`, the XDG data folder on a terminal, or a fresh temporary folder when input
  /// is piped, so a transcript never reads or changes the learner's files.
  func dataFolder(environment: ProcessEnvironment) -> DataFolder {
    if let dataDir {
      .at(URL(fileURLWithPath: dataDir, isDirectory: true))
    } else if isatty(STDIN_FILENO) == 1 {
      .standard(environment: environment.variables)
    } else {
      .temporary()
    }
  }
}
