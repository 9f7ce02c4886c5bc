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

/// `:record [FILE]`, listed by `help` like the others. The shell acts on it before a line
/// reaches the session (see ``ShellDirective``), and a session, replaying a transcript, ignores
/// it, so this value only describes it.
extension ShellCommand {
  static let record = ShellCommand(
    ShellDirective.record, usage: ":record [FILE]",
    summary: "record from here into a transcript file; :record again stops",
    details: [
      "  :record counter.transcript  start recording: each command after the prompt, then its output",
      "  :record                     stop, and save the file (also: :record stop, or leaving the shell)",
      "The file is written when recording stops, all at once. Check it later with",
      "'tca-playground check counter.transcript'. Replaying a transcript ignores :record.",
    ]
  ) { _, _ in .proceed }
}
