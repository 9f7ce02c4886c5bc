import PlaygroundText


/// Commands about the virtual clock and the effects waiting on it: `advance`, `run`,
/// `effects`, `clock`.
extension ShellCommand {
  static let advance = ShellCommand(
    "advance", usage: "advance [--each] [DURATION]", summary: "move the virtual clock forward and run what comes due",
    details: [
      "Durations: 250ms, 1s, 1.5s, 2m, 1h, 8640s, or several in a row, 1m30s.",
      "Sleeps that come due resume one at a time, in deadline order, each at its own",
      "deadline, as swift-clocks' TestClock does. Without a duration, the clock goes",
      "to the next scheduled wake-up. Like run, it is bounded: it stops after",
      "\(SessionLimits.advanceActions) received actions (a day of a one-second timer fits), with a warning",
      "naming the effects still running and where the clock got to, so a timer cannot",
      "hang the shell. Ctrl-C stops it between two actions.",
      "The first \(ReceivedActionBudget.perCommand) received actions print with their diffs; the rest, one",
      "summary line (how many of each case, over what virtual time) and the net diff.",
      "--each prints every one; 'set long-runs all' does so for every command.",
    ],
    complete: ArgumentWords.complete { previous, context in
      switch previous {
      case []: context.durations + [eachOption]
      case [Substring(eachOption)]: context.durations
      default: []
      }
    },
    history: .step
  ) { context, invocation throws(ParseError) in
    var argument = Substring(invocation.argument)
    var column = invocation.column
    let printsEach = argument.hasPrefix("--")
    if printsEach {
      let option = argument.prefix { !$0.isWhitespace }
      guard option == eachOption else {
        throw ParseError(
          "advance has no option '\(option)'; its option is \(eachOption)", column: column,
          suggestion: closestName(to: String(option), in: [eachOption])
        )
      }
      let rest = argument.dropFirst(option.count)
      argument = rest.drop(while: \.isWhitespace)
      column += option.count + rest.count - argument.count
    }
    let duration = argument.isEmpty ? nil : try DurationParser.parse(String(argument), column: column)
    if printsEach { context.budget.printEach() }
    await context.host.clock.advance(by: duration)
    return .proceed
  }

  /// `advance --each`: print every received action, past the budget too.
  private static let eachOption = "--each"

  static let run = ShellCommand(
    "run", summary: "advance until no effect is in flight",
    details: [
      "Stops after \(SessionLimits.runActions) received actions or 24h of virtual time, whichever",
      "comes first, so a timer that never ends cannot hang the shell, and when effects",
      "are in flight but nothing is scheduled on the clock. Ctrl-C stops it between two actions.",
      "Past \(ReceivedActionBudget.perCommand) received actions it prints a summary line and the net diff,",
      "as advance does; 'set long-runs all' prints every one.",
    ],
    history: .step
  ) { context, invocation throws(ParseError) in
    await context.host.clock.run()
    return .proceed
  }

  static let effects = ShellCommand(
    "effects", summary: "list the effects in flight: who started them, their cancel ids, when they wake"
  ) { context, invocation throws(ParseError) in
    context.host.clock.printEffects()
    return .proceed
  }

  static let clock = ShellCommand(
    "clock", summary: "show the virtual time and the pending wake-ups"
  ) { context, invocation throws(ParseError) in
    context.host.clock.printClock()
    return .proceed
  }
}
