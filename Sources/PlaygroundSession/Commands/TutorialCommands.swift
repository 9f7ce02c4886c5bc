import PlaygroundText


/// The guided tutorials: `learn`, and inside one `hint`, `next`, `back`, `restart`, `source`.
/// After every other command, the running tutorial checks its step's goals (see ``Tutor``).
extension ShellCommand {
  static let learn = ShellCommand(
    "learn", usage: "learn [LESSON]", summary: "start or resume this lesson's guided tutorial, or LESSON's",
    details: [
      "Shows the current step; a tutorial not running yet starts with a fresh feature, where",
      "you left it last time, or with its introduction. After each command the step's goal",
      "is checked; when it is met you see ✓, why it worked, and the next step.",
      "Inside a tutorial: hint, next, back, restart, source.",
    ],
    complete: ArgumentWords.lessonID,
    checksGoals: false,
    history: .stepWhenItStartsALesson
  ) { context, invocation throws(ParseError) in
    let lesson =
      invocation.argument.isEmpty
      ? context.lesson : try context.session.lesson(named: invocation.argument, column: invocation.column)
    // History holds only the `learn`s that started a lesson; a replay starts it again, and
    // leaves the tutorial alone.
    if context.session.replay.isReplaying {
      await context.session.startAsApp(lesson)
      return .proceed
    }
    let column = invocation.argument.isEmpty ? nil : invocation.column
    guard let tutorial = try tutorial(of: lesson, context, column: column) else { return .proceed }
    if context.tutor.lessonID == lesson.id {
      context.tutor.showCurrent()
    } else {
      await context.session.startAsApp(lesson)
      context.tutor.begin(lesson, tutorial)
    }
    return .proceed
  }

  static let hint = ShellCommand(
    "hint", summary: "show a hint for the tutorial's current step; again for the next one"
  ) { context, invocation throws(ParseError) in
    try context.tutor.hint()
    return .proceed
  }

  static let next = ShellCommand(
    "next", summary: "skip to the tutorial's next step, leaving this goal unmet", checksGoals: false
  ) { context, invocation throws(ParseError) in
    try context.tutor.next()
    return .proceed
  }

  static let back = ShellCommand(
    "back", summary: "go back to the tutorial's previous step", checksGoals: false
  ) { context, invocation throws(ParseError) in
    try context.tutor.back()
    return .proceed
  }

  static let restart = ShellCommand(
    "restart", summary: "take the tutorial again from its introduction, with a fresh feature", checksGoals: false,
    history: .stepWhenItStartsALesson
  ) { context, invocation throws(ParseError) in
    if context.session.replay.isReplaying {
      await context.session.startAsApp(context.lesson)
      return .proceed
    }
    guard context.tutor.lessonID != nil else {
      throw ParseError("no tutorial is running; type 'learn' to start one", column: nil)
    }
    await context.session.startAsApp(context.lesson)
    try context.tutor.restart()
    return .proceed
  }

  static let source = ShellCommand(
    "source", usage: "source [all]", summary: "print the lesson's Swift source: the part this step is about, or all",
    details: [
      "The code is the lesson's real feature, compiled into the context.",
      "  source      the part of the code the tutorial's current step points to",
      "  source all  every Swift file of the lesson's feature, whole",
    ]
  ) { context, invocation throws(ParseError) in
    guard invocation.argument.isEmpty || invocation.argument == "all" else {
      throw ParseError("source takes 'all' or nothing, found '\(invocation.argument)'", column: invocation.column)
    }
    guard let tutorial = try tutorial(of: context.lesson, context, column: nil) else {
      return .proceed
    }
    context.tutor.printSource(of: context.lesson, tutorial, all: invocation.argument == "all")
    return .proceed
  }

  /// The lesson's tutorial; `nil`, after printing the script's mistake, when its script is
  /// broken.
  @MainActor
  private static func tutorial(
    of lesson: Lesson, _ context: CommandContext, column: Int?
  ) throws(ParseError) -> Tutorial? {
    switch lesson.tutorial {
    case let .success(tutorial)?:
      return tutorial
    case let .failure(error)?:
      context.output.error("the \(lesson.id) tutorial cannot run: \(error)")
      return nil
    case nil:
      let others = context.session.lessons.filter(\.hasWorkingTutorial).map(\.id)
      throw ParseError(
        "\(lesson.id) has no tutorial yet; \(others.isEmpty ? "no lesson has one" : "these have one: \(others.joined(separator: ", "))")",
        column: column
      )
    }
  }
}
