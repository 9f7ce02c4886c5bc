import ComposableArchitecture
import PlaygroundText

/// Test mode's commands: the shell as a `TestStore` around the lesson. `send` takes a trailing
/// closure in it (see `FeatureCommands`).
extension ShellCommand {
  static let test = ShellCommand(
    "test", usage: "test on|off",
    summary: "run the lesson as a TestStore test: send asserts, receive, finish",
    details: [
      "In test mode the lesson starts over in a TestStore, as a test starts one, and the",
      "shell's commands become the test's:",
      "  send .incrementButtonTapped { $0.count = 1 }   await store.send(…) { $0.count = 1 }",
      "  send .decrementButtonTapped                   asserts that nothing changed",
      "  advance 1s / run                              move the clock; what effects send back",
      "                                                waits for receive",
      "  receive \\.secondPassed { $0.seconds = 1 }     await store.receive(…) { … }",
      "  assert { $0.… = … }                           store.assert { … }, after a bind",
      "  finish                                        await store.finish()",
      "  skip received / skip effects                  skipReceivedActions(), skipInFlightEffects()",
      "  exhaustivity off                              store.exhaustivity = .off",
      "A failed assertion prints TestStore's failure (TCA's headline, explained here) and changes nothing:",
      "the feature goes on as the test store's does. test off, reset, load, learn, quit",
      "and end of input end the test, and TestStore reports what is left: actions not",
      "received, effects still running. reset starts a new test; the others leave test",
      "mode. A session that ends in test mode with a failed test exits with status 1.",
    ],
    complete: ArgumentWords.complete { previous, _ in previous.isEmpty ? ["on", "off"] : [] },
    history: .step
  ) { context, invocation throws(ParseError) in
    let turnOn: Bool
    switch invocation.argument {
    case "on": turnOn = true
    case "off": turnOn = false
    case "": throw ParseError("test needs on or off", column: invocation.column)
    default:
      throw ParseError(
        "test takes on or off, not '\(invocation.argument)'", column: invocation.column,
        suggestion: closestName(to: invocation.argument, in: ["on", "off"]).map { "test \($0)" }
      )
    }
    guard turnOn != context.session.isTestMode else {
      context.output.append("test mode is already \(turnOn ? "on" : "off")")
      return .proceed
    }
    context.session.isTestMode = turnOn
    await context.session.start(context.lesson)
    let lesson = context.lesson.id
    context.output.append(
      turnOn
        ? "test mode: \(lesson) starts over in a TestStore; send ACTION { $0.… = … } asserts, receive takes what effects send back"
        : "test mode off: \(lesson) starts over as an app"
    )
    return .proceed
  }

  static let receive = ShellCommand(
    "receive", usage: "receive ACTION [{ … }]",
    summary: "test mode: assert the next action an effect sent back, and how it changed the state",
    details: [
      "As TCA's store.receive takes it, by case key path, with a value after a comma, or",
      "as the action itself:",
      "  receive \\.secondPassed { $0.seconds = 1 }                          (timers)",
      "  receive \\.heatingFinished.success, \"70 °C: right for green tea.\"   (cancellation)",
      "  receive .clubroom(.delegate(.signedOut))                           (matchsticks)",
      "The closure is as send's. A failed receive still takes the action off the queue,",
      "as TCA's does.",
    ],
    complete: AssertionCompletion.complete,
    history: .step
  ) { context, invocation throws(ParseError) in
    let testMode = try context.expectTestMode("receive")
    let split = TrailingClosure(invocation.argument, column: invocation.column)
    guard !split.head.isEmpty else {
      throw ParseError("receive needs an action or a case key path, e.g. receive \\.secondPassed", column: invocation.column)
    }
    let addressed = try LiteralParser.parseAction(split.head, startColumn: invocation.column)
    if let caret = addressed.topMostColumn {
      throw ParseError("receive takes an action of the lesson's feature, as the test store receives it, not ^", column: caret)
    }
    let pattern = try ReceivedActionPattern(
      addressed.literal, actionType: context.host.actionType, builder: ValueBuilder(errors: context.lesson.errors, initializers: context.lesson.initializers)
    )
    let assertion = try context.assertion(split)
    await testMode.receive(pattern, assertion: assertion)
    return .proceed
  }

  static let assert = ShellCommand(
    "assert", usage: "assert { … }",
    summary: "test mode: assert the state as it is now, as store.assert does",
    details: [
      "For a change no action made, such as a write through @Shared with bind:",
      "  assert { $0.$signUpData.withLock { $0.firstName = \"Blob\" } }",
    ],
    complete: AssertionCompletion.complete,
    history: .step
  ) { context, invocation throws(ParseError) in
    let testMode = try context.expectTestMode("assert")
    let split = TrailingClosure(invocation.argument, column: invocation.column)
    guard split.head.isEmpty, let assertion = try context.assertion(split) else {
      throw ParseError("assert takes a closure alone, as in assert { $0.count = 1 }", column: invocation.column)
    }
    await testMode.assert(assertion)
    return .proceed
  }

  static let finish = ShellCommand(
    "finish",
    summary: "test mode: assert that no effect is in flight and no received action is left"
  ) { context, invocation throws(ParseError) in
    let testMode = try context.expectTestMode("finish")
    await testMode.finish()
    return .proceed
  }

  static let skip = ShellCommand(
    "skip", usage: "skip received|effects",
    summary: "test mode: skip the received actions, or the effects in flight, as TCA's skip methods",
    details: [
      "  skip received   await store.skipReceivedActions()",
      "  skip effects    await store.skipInFlightEffects()",
    ],
    complete: ArgumentWords.complete { previous, _ in previous.isEmpty ? ["received", "effects"] : [] },
    history: .step
  ) { context, invocation throws(ParseError) in
    let testMode = try context.expectTestMode("skip")
    switch invocation.argument {
    case "received": await testMode.skipReceivedActions()
    case "effects": await testMode.skipInFlightEffects()
    default:
      throw ParseError(
        "skip takes received or effects\(invocation.argument.isEmpty ? "" : ", not '\(invocation.argument)'")",
        column: invocation.column,
        suggestion: closestName(to: invocation.argument, in: ["received", "effects"]).map { "skip \($0)" }
      )
    }
    return .proceed
  }

  static let exhaustivity = ShellCommand(
    "exhaustivity", usage: "exhaustivity on|off",
    summary: "test mode: how strictly the test store checks, as store.exhaustivity",
    details: [
      "  exhaustivity on                    every change, received action and effect is asserted",
      "  exhaustivity off                   .off: only what you assert is checked; closures get",
      "                                     the state after the action",
      "  exhaustivity off-showing-skipped   .off(showSkippedAssertions: true): what is skipped",
      "                                     prints as a known issue",
    ],
    complete: ArgumentWords.complete { previous, _ in previous.isEmpty ? ["on", "off", "off-showing-skipped"] : [] },
    history: .step
  ) { context, invocation throws(ParseError) in
    let testMode = try context.expectTestMode("exhaustivity")
    let choices: [String: Exhaustivity] = [
      "on": .on, "off": .off, "off-showing-skipped": .off(showSkippedAssertions: true),
    ]
    guard let exhaustivity = choices[invocation.argument] else {
      throw ParseError(
        "exhaustivity takes on, off or off-showing-skipped\(invocation.argument.isEmpty ? "" : ", not '\(invocation.argument)'")",
        column: invocation.column, suggestion: closestName(to: invocation.argument, in: choices.keys.sorted())
      )
    }
    testMode.exhaustivity = exhaustivity
    let spelled =
      switch exhaustivity {
      case .on: ".on"
      case .off(showSkippedAssertions: false): ".off"
      case .off: ".off(showSkippedAssertions: true)"
      }
    context.output.append("store.exhaustivity = \(spelled)")
    return .proceed
  }
}

extension CommandContext {
  /// Throws unless the session is in test mode, saying how to get there: `command` is one
  /// of the test store's commands, which run only there.
  func expectTestMode(_ command: String) throws(ParseError) -> any TestModeControls {
    guard session.isTestMode, let testMode = host.testMode else {
      throw ParseError("\(command) is a test-mode command; type 'test on' to run \(lesson.id) as a TestStore test", column: nil)
    }
    return testMode
  }

  /// The assertion a test-mode `send` or `receive` was typed with, if any.
  func assertion(_ split: TrailingClosure) throws(ParseError) -> StateAssertion? {
    guard let closure = split.closure else { return nil }
    guard session.isTestMode else {
      throw ParseError(
        "a { … } assertion needs test mode, where send asserts as a TestStore does; type 'test on'",
        column: split.closureColumn
      )
    }
    return try StateAssertion.parse(
      closure, startColumn: split.closureColumn, state: host.currentState,
      builder: ValueBuilder(errors: lesson.errors, initializers: lesson.initializers, state: host.currentState),
      methods: lesson.methods
    )
  }
}
