/// Commands about the shell itself: `help`, `quit`.
extension ShellCommand {
  static let help = ShellCommand(
    "help", usage: "help [COMMAND]", summary: "list the commands, or explain one",
    complete: ArgumentWords.complete { previous, _ in previous.isEmpty ? names : [] }
  ) { playground, invocation throws(ParseError) in
    let argument = invocation.argument
    guard !argument.isEmpty else {
      let width = all.map(\.usage.count).max() ?? 0
      for command in all {
        playground.output.append("  \(command.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(command.summary)")
      }
      playground.output.append(Playground.runtimeNote)
      return .proceed
    }
    guard let command = named(argument) else {
      throw ParseError(
        "no command '\(argument)'", column: invocation.column, suggestion: closestName(to: argument, in: names)
      )
    }
    playground.output.append("\(command.usage) — \(command.summary)")
    for line in command.details { playground.output.append(line) }
    return .proceed
  }

  static let quit = ShellCommand(
    "quit", aliases: ["exit"], summary: "leave the playground (also: exit, or Ctrl-D)"
  ) { playground, invocation throws(ParseError) in
    playground.finish()
    return .quit
  }
}

/// `:record [FILE]`, `:save FILE` and `:load FILE`, listed by `help` like the others. The shell
/// acts on them before a line reaches the session (see ``ShellDirective``), and a session,
/// replaying a transcript, ignores them, so these values only describe them.
extension ShellCommand {
  static let save = ShellCommand(
    ShellDirective.saveName, usage: ":save FILE", summary: "write the session so far as a transcript file",
    details: [
      "  :save bug.transcript   the steps that made the session as it is ('history' lists",
      "                         them), each after its prompt, then its output",
      "The steps are replayed in a fresh session with a fresh data folder, as 'check' runs",
      "the file, so 'tca-playground check bug.transcript' passes. Lessons and dependency modes",
      "appear as the load and dependency commands that chose them.",
      fileNameNote,
    ],
    complete: FileNameCompletion.complete
  ) { _, _ in .proceed }

  static let loadSession = ShellCommand(
    ShellDirective.loadName, usage: ":load FILE", summary: "replay a transcript file here, then go on from where it ends",
    details: [
      "  :load bug.transcript   loads the file's lesson, then runs its commands one by one,",
      "                         as if typed (also: tca-playground LESSON --replay FILE)",
      "A command whose output differs from the file gets a warning; the replay stops at the",
      "first command that prints an error. Each command is a step: 'undo' takes it back.",
      fileNameNote,
    ],
    complete: FileNameCompletion.complete
  ) { _, _ in .proceed }

  static let record = ShellCommand(
    ShellDirective.recordName, usage: ":record [FILE]",
    summary: "record from here into a transcript file; :record again stops",
    details: [
      "  :record counter.transcript  start recording: each command after the prompt, then its output",
      "  :record                     stop, and save the file (also: :record stop, or leaving the shell)",
      "The file is written when recording stops, all at once. Check it later with",
      "'tca-playground check counter.transcript'. Replaying a transcript ignores :record.",
      fileNameNote,
    ],
    complete: FileNameCompletion.complete
  ) { _, _ in .proceed }

  private static let fileNameNote =
    "FILE is relative to the current folder, or starts with / or ~/; Tab completes it."
}
