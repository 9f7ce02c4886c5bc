import PlaygroundText


/// `dependency [NAME MODE]`: lists the lesson's dependencies or switches one's mode.
extension ShellCommand {
  static let dependency = ShellCommand(
    "dependency", usage: "dependency [NAME [MODE]]", summary: "list the lesson's dependencies, or switch one's mode",
    details: [
      "  dependency            list dependencies and their modes",
      "  dependency NAME       list NAME's modes",
      "  dependency NAME MODE  switch a dependency; effects started from now on use it",
      "                        (in search: dependency timetable failing)",
      "A mode a TCA test can write prints its override, to copy into withDependencies:",
      "  preview: withDependencies { $0.timetable = .previewValue }",
      "The playground's own modes (live, slow, failing) have none: 'export test' overrides",
      "each endpoint the session called, answering as it answered, after the same time.",
      "A client's testValue is unimplemented: a test that calls an endpoint it did not",
      "override fails, naming the endpoint.",
    ],
    complete: ArgumentWords.complete { previous, context in
      switch previous.count {
      case 0: context.dependencies.map(\.name)
      case 1: context.dependencies.first { $0.name == previous[0] }?.modes ?? []
      default: []
      }
    },
    history: .stepWithArgument
  ) { context, invocation throws(ParseError) in
    let words = invocation.argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch words.count {
    case 0:
      context.host.dependencies.printDependencies()
    case 1, 2:
      try context.host.dependencies.setDependency(words[0], mode: words.count == 2 ? words[1] : nil, column: invocation.column)
    default:
      throw ParseError("usage: dependency [NAME [MODE]]; 'dependency' lists the names and their modes", column: invocation.column)
    }
    return .proceed
  }
}
