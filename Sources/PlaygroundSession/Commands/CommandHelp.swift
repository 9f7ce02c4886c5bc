/// A shell command as `help` describes it.
struct CommandHelp {
  let name: String
  let usage: String
  let summary: String
  /// More lines for `help NAME`.
  let details: [String]

  init(_ name: String, _ usage: String, _ summary: String, details: [String] = []) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.details = details
  }

  /// Every command, in the order `help` lists them.
  static let all: [CommandHelp] = [
    CommandHelp(
      "send", "send ACTION", "send an action to the feature and print the state diff",
      details: [
        "Type actions in Swift literal syntax; the leading dot may be omitted:",
        "  send .incrementButtonTapped",
        "  send .stepperChanged(5)",
        "  send .factResponse(.success(\"7 is a prime number.\"))",
        "or in TCA's test-store case key path form, with a value after a comma:",
        "  send \\.stepperChanged, 5",
        "Values: integers, decimals, true/false, \"strings\" with Swift escapes, nil,",
        "[arrays], and enum cases such as .profile.",
        "The diff prints as custom-dump renders it; each action the feature's effects send",
        "back prints as a 'received action:' block, as TCA's _printChanges() does.",
        "'actions' lists what the loaded lesson accepts.",
      ]
    ),
    CommandHelp(
      "state", "state [PATH]", "print the state, or one property of it",
      details: ["  state", "  state count"]
    ),
    CommandHelp("actions", "actions", "list the actions the lesson accepts, with their payload types"),
    CommandHelp(
      "advance", "advance [DURATION]", "move the virtual clock forward and run what comes due",
      details: [
        "Durations: 250ms, 1s, 1.5s, 2m, 1h, 8640s, or several in a row, 1m30s.",
        "Sleeps that come due resume one at a time, in deadline order, each at its own",
        "deadline, as swift-clocks' TestClock does. Without a duration, the clock goes",
        "to the next scheduled wake-up. Ctrl-C stops it between two actions.",
      ]
    ),
    CommandHelp(
      "run", "run", "advance until no effect is in flight",
      details: [
        "Stops after \(SessionLimits.runActions) received actions or 24h of virtual time, whichever",
        "comes first, so a timer that never ends cannot hang the shell, and when effects",
        "are in flight but nothing is scheduled on the clock.",
      ]
    ),
    CommandHelp("effects", "effects", "list the effects in flight: who started them, their cancel ids, when they wake"),
    CommandHelp("clock", "clock", "show the virtual time and the pending wake-ups"),
    CommandHelp(
      "dependency", "dependency [NAME MODE]", "list the lesson's dependencies, or switch one's mode",
      details: [
        "  dependency                     list dependencies and their modes",
        "  dependency factClient failing  switch a dependency; effects started from now on use it",
      ]
    ),
    CommandHelp("lessons", "lessons", "list the lessons"),
    CommandHelp("load", "load LESSON", "start another lesson"),
    CommandHelp("reset", "reset", "start this lesson over: initial state, clock at 0s, default modes"),
    CommandHelp(
      ShellDirective.record, ":record [FILE]", "record from here into a transcript file; :record again stops",
      details: [
        "  :record counter.transcript  start recording: each command after the prompt, then its output",
        "  :record                     stop, and save the file (also: :record stop, or leaving the shell)",
        "The file is written when recording stops, all at once. Check it later with",
        "'tca-playground check counter.transcript'. Replaying a transcript ignores :record.",
      ]
    ),
    CommandHelp("help", "help [COMMAND]", "list the commands, or explain one"),
    CommandHelp("quit", "quit", "leave the playground (also: exit, or Ctrl-D)"),
  ]

  static var names: [String] { all.map(\.name) + ["exit"] }
}
