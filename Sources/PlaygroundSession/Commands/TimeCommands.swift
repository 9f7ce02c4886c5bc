/// Commands about the virtual clock and the effects waiting on it: `advance`, `run`,
/// `effects`, `clock`.
extension ShellCommand {
  static let advance = ShellCommand(
    "advance", usage: "advance [DURATION]", summary: "move the virtual clock forward and run what comes due",
    details: [
      "Durations: 250ms, 1s, 1.5s, 2m, 1h, 8640s, or several in a row, 1m30s.",
      "Sleeps that come due resume one at a time, in deadline order, each at its own",
      "deadline, as swift-clocks' TestClock does. Without a duration, the clock goes",
      "to the next scheduled wake-up. Ctrl-C stops it between two actions.",
    ],
    complete: ArgumentWords.complete { previous, context in previous.isEmpty ? context.durations : [] },
    history: .step
  ) { playground, invocation throws(ParseError) in
    let argument = invocation.argument
    await playground.host.advance(
      by: argument.isEmpty ? nil : try DurationParser.parse(argument, column: invocation.column)
    )
    return .proceed
  }

  static let run = ShellCommand(
    "run", summary: "advance until no effect is in flight",
    details: [
      "Stops after \(SessionLimits.runActions) received actions or 24h of virtual time, whichever",
      "comes first, so a timer that never ends cannot hang the shell, and when effects",
      "are in flight but nothing is scheduled on the clock. Ctrl-C stops it between two actions.",
    ],
    history: .step
  ) { playground, invocation throws(ParseError) in
    await playground.host.run()
    return .proceed
  }

  static let effects = ShellCommand(
    "effects", summary: "list the effects in flight: who started them, their cancel ids, when they wake"
  ) { playground, invocation throws(ParseError) in
    playground.host.printEffects()
    return .proceed
  }

  static let clock = ShellCommand(
    "clock", summary: "show the virtual time and the pending wake-ups"
  ) { playground, invocation throws(ParseError) in
    playground.host.printClock()
    return .proceed
  }
}
