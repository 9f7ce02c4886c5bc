import PlaygroundText


/// Commands that move through the session's history and show it: `history`, `undo`, `goto`,
/// `timeline`. See ``History`` and ``TimeTravel``.
extension ShellCommand {
  static let history = ShellCommand(
    "history", summary: "list the steps of the session: what changed, when, and where you are",
    details: [
      "A step is a command that can change the session: send, advance, run, load, reset,",
      "dependency NAME MODE, shared reset NAME. Commands that only show something are",
      "not steps. Columns: the step's number, the virtual time after it, the actions",
      "effects sent back during it, whether the state changed, and the command.",
    ]
  ) { context, invocation throws(ParseError) in
    HistoryListing(history: context.timeTravel.history).lines.forEach { context.output.append($0.text, style: $0.style) }
    return .proceed
  }

  static let undo = ShellCommand(
    "undo", usage: "undo [N]", summary: "go back N steps (1 if not given) and print the net diff",
    details: undoDetails,
    complete: ArgumentWords.complete { previous, context in previous.isEmpty ? context.undoCounts : [] }
  ) { context, invocation throws(ParseError) in
    let count = invocation.argument.isEmpty ? 1 : try stepNumber(invocation, "undo")
    let position = context.timeTravel.history.position
    guard count <= position else {
      throw ParseError(
        position == 0
          ? "nothing to undo: no step has changed the session yet"
          : "only \(position) step\(position == 1 ? "" : "s") to undo",
        column: invocation.argument.isEmpty ? nil : invocation.column
      )
    }
    try await travel(to: position - count, in: context)
    return .proceed
  }

  static let goto = ShellCommand(
    "goto", usage: "goto N", summary: "jump to the session as it was after step N, back or forward",
    details: undoDetails,
    complete: ArgumentWords.complete { previous, context in previous.isEmpty ? context.gotoSteps : [] }
  ) { context, invocation throws(ParseError) in
    guard !invocation.argument.isEmpty else {
      throw ParseError("goto needs a step number; 'history' lists them", column: invocation.column)
    }
    let target = try stepNumber(invocation, "goto")
    let count = context.timeTravel.history.steps.count
    guard target <= count else {
      throw ParseError("no step \(target); the history has \(count) step\(count == 1 ? "" : "s")", column: invocation.column)
    }
    try await travel(to: target, in: context)
    return .proceed
  }

  static let timeline = ShellCommand(
    "timeline", summary: "draw the lesson's effects on the virtual clock",
    details: [
      "One row per effect since the lesson started: its id and the action that started it,",
      "then its life from left (0s) to right (now):",
      "  " + TimelineChart.legend,
      "Marks in one column merge: a digit counts the actions sent there. Under the rows,",
      "the effects cancelled (when, while reducing which action, why) and those still running.",
    ]
  ) { context, invocation throws(ParseError) in
    for line in context.host.timeline.timeline(width: context.width) {
      context.output.append(line.text, style: line.style)
    }
    return .proceed
  }

  private static let undoDetails = [
    "  undo      back one step        undo 3   back three steps",
    "  goto 0    the lesson as it started; goto 7 forward again to step 7",
    "The session is rebuilt by replaying its first steps in a fresh session, without",
    "printing; you see the net diff from where you were. The prompt then shows the step,",
    "counter [3/7]>, and the next step starts a new branch: the later steps are dropped.",
    "Replays read and write a copy of the data folder taken before the first step; the real",
    "files are then written once, with the values you land on. What cannot be undone:",
    "tutorial progress, files written with :save or :record, and the command history.",
  ]

  /// Jumps to `position`, then says what a jump does not take back.
  @MainActor private static func travel(to position: Int, in context: CommandContext) async throws(ParseError) {
    try await context.timeTravel.travel(to: position)
    if let lessonID = context.tutor.lessonID {
      context.output.append("the \(lessonID) tutorial stays where it is: progress is never undone")
    }
  }

  /// A positive step count or number after `undo` or `goto`.
  private static func stepNumber(_ invocation: Invocation, _ name: String) throws(ParseError) -> Int {
    guard let number = Int(invocation.argument), number >= 0 else {
      throw ParseError("\(name) takes a step number, such as \(name) 2; found '\(invocation.argument)'", column: invocation.column)
    }
    return number
  }
}
