import PlaygroundText


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
    if let examples = command.examples?(playground) {
      playground.output.append(
        examples.isEmpty
          ? "\(playground.lesson.id) has no example of these forms to show now."
          : "In \(playground.lesson.id), as it is now:"
      )
      for line in examples { playground.output.append(line) }
    }
    return .proceed
  }

  static let quit = ShellCommand(
    "quit", aliases: ["exit"], summary: "leave the playground (also: exit, or Ctrl-D)"
  ) { playground, invocation throws(ParseError) in
    playground.finish()
    return .quit
  }
}
