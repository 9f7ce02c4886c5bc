import PlaygroundText


/// Commands that pick and restart lessons: `lessons`, `load`, `reset`.
extension ShellCommand {
  static let lessons = ShellCommand(
    "lessons", summary: "list the lessons, with the goals met in each tutorial"
  ) { context, invocation throws(ParseError) in
    for line in lessonListing(context.session.lessons, progress: context.tutor.progress, loaded: context.lesson.id) {
      context.output.append(line)
    }
    return .proceed
  }

  static let load = ShellCommand(
    "load", usage: "load LESSON", summary: "start another lesson",
    complete: ArgumentWords.lessonID,
    history: .step
  ) { context, invocation throws(ParseError) in
    guard !invocation.argument.isEmpty else {
      let ids = context.session.lessons.map(\.id)
      throw ParseError(
        "load needs a lesson: "
          + (ids.count <= ParseError.fewChoices ? ids.joined(separator: ", ") : "'lessons' lists them, Tab completes them"),
        column: invocation.column
      )
    }
    let lesson = try context.session.lesson(named: invocation.argument, column: invocation.column)
    await context.session.startAsApp(lesson)
    context.output.append("loaded \(lesson.id): \(lesson.title)")
    // A replay leaves the tutorial where it is: undo does not move it.
    if !context.session.replay.isReplaying { context.tutor.stop() }
    return .proceed
  }

  static let reset = ShellCommand(
    "reset", summary: "start this lesson over: initial state, clock at 0s, default modes",
    details: [
      "Like relaunching an app: .inMemory shared values start over, .fileStorage ones load",
      "again from the data folder. 'shared reset NAME' starts one of those over.",
      "In test mode it ends the test, printing what TestStore finds left, and starts a new one.",
    ],
    history: .step
  ) { context, invocation throws(ParseError) in
    await context.session.start(context.lesson)
    context.output.append(
      "reset \(context.lesson.id): initial state, clock at 0s\(context.session.isTestMode ? ", a new TestStore test" : "")"
    )
    return .proceed
  }
}
