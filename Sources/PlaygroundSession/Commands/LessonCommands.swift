/// Commands that pick and restart lessons: `lessons`, `load`, `reset`.
extension ShellCommand {
  static let lessons = ShellCommand("lessons", summary: "list the lessons") { playground, invocation throws(ParseError) in
    try invocation.expectNoArgument()
    let width = playground.lessons.map(\.id.count).max() ?? 0
    for lesson in playground.lessons {
      let marker = lesson.id == playground.lesson.id ? "*" : " "
      playground.output.append(
        "\(marker) \(lesson.id.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(lesson.summary)"
      )
    }
    return .proceed
  }

  static let load = ShellCommand(
    "load", usage: "load LESSON", summary: "start another lesson",
    complete: ArgumentWords.complete { previous, context in previous.isEmpty ? context.lessonIDs : [] }
  ) { playground, invocation throws(ParseError) in
    let argument = invocation.argument
    let ids = playground.lessons.map(\.id)
    guard !argument.isEmpty else {
      throw ParseError("load needs a lesson: \(ids.joined(separator: ", "))", column: invocation.column)
    }
    guard let lesson = playground.lessons.first(where: { $0.id == argument }) else {
      throw ParseError(
        "unknown lesson '\(argument)'", column: invocation.column, suggestion: closestName(to: argument, in: ids)
      )
    }
    await playground.start(lesson)
    playground.output.append("loaded \(lesson.id): \(lesson.title)")
    return .proceed
  }

  static let reset = ShellCommand(
    "reset", summary: "start this lesson over: initial state, clock at 0s, default modes",
    details: [
      "Like relaunching an app: .inMemory shared values start over, .fileStorage ones load",
      "again from the data folder. 'shared reset NAME' starts one of those over.",
    ]
  ) { playground, invocation throws(ParseError) in
    try invocation.expectNoArgument()
    await playground.start(playground.lesson)
    playground.output.append("reset \(playground.lesson.id): initial state, clock at 0s")
    return .proceed
  }
}
