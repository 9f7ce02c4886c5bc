import PlaygroundText


/// `shared [reset NAME]`: lists the lesson's `@Shared` values, or starts one over.
extension ShellCommand {
  static let shared = ShellCommand(
    "shared", usage: "shared [reset NAME]",
    summary: "list the lesson's @Shared values, or start one over from its default",
    details: [
      "  shared              each shared value: its key, its value now, the state that holds it,",
      "                      and for .fileStorage its file in the data folder",
      "  shared reset stats  set the value back to its default and save it; a file that could",
      "                      not be loaded is first kept as stats.json.corrupt",
      "A file that cannot be loaded is reported and never overwritten: the value stays at its",
      "default in memory and changes are not saved until 'shared reset'. The data folder is",
      "--data-dir, or ~/.local/share/tca-playground on a terminal ($XDG_DATA_HOME), or a",
      "temporary folder when input is piped.",
      "As in swift-sharing, a change is written at once, and the changes in the second after",
      "it are held ('write: pending') until that second of virtual time ends; quit, end of",
      "input, Ctrl-C, load and reset write them. A file another session changes is reloaded",
      "before the next command, and the reload prints as a diff.",
    ],
    complete: ArgumentWords.complete { previous, _ in previous.isEmpty ? ["reset"] : [] },
    history: .stepWithArgument
  ) { context, invocation throws(ParseError) in
    let argument = invocation.argument
    let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch (words.first, words.count) {
    case (nil, _):
      context.host.shared.printShared()
    case ("reset", 2):
      // The argument is trimmed, so the name ends it.
      try context.host.shared.resetShared(words[1], column: invocation.column + argument.count - words[1].count)
    case ("reset", 1):
      throw ParseError("shared reset needs the name 'shared' lists, e.g. shared reset stats", column: invocation.column)
    default:
      throw ParseError("usage: shared [reset NAME], e.g. shared reset stats", column: invocation.column)
    }
    return .proceed
  }
}
