import PlaygroundText


/// Commands about the shell itself: `help`, `quit`.
extension ShellCommand {
  /// What the lessons run on, said once in the welcome text and in `help`: a learner should
  /// know where the playground and TCA may differ, and where to read how.
  static let runtimeNote = """
    The lessons run on the playground's own runtime with TCA's API shape (TCA itself does not
    build on Linux); docs/tca-compatibility.md lists where the two differ.
    """

  static let help = ShellCommand(
    "help", usage: "help [COMMAND]", summary: "list the commands, or explain one",
    complete: ArgumentWords.complete { previous, _ in previous.isEmpty ? names : [] }
  ) { context, invocation throws(ParseError) in
    let argument = invocation.argument
    guard !argument.isEmpty else {
      let width = all.map(\.usage.count).max() ?? 0
      for command in all {
        context.output.append("  \(command.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(command.summary)")
      }
      context.output.append(runtimeNote)
      return .proceed
    }
    guard let command = named(argument) else {
      throw ParseError(
        "no command '\(argument)'", column: invocation.column, suggestion: closestName(to: argument, in: names)
      )
    }
    context.output.append("\(command.usage) — \(command.summary)")
    for line in command.details { context.output.append(line) }
    if let examples = command.examples?(context) {
      context.output.append(
        examples.isEmpty
          ? "\(context.lesson.id) has no example of these forms to show now."
          : "In \(context.lesson.id), as it is now:"
      )
      for line in examples { context.output.append(line) }
    }
    return .proceed
  }

  static let quit = ShellCommand(
    "quit", aliases: ["exit"], summary: "leave the playground (also: exit, or Ctrl-D)"
  ) { context, invocation throws(ParseError) in
    context.control.finish()
    return .quit
  }
}
