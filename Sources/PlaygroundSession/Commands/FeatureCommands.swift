import ComposableArchitecture
import PlaygroundText

/// Commands that talk to the loaded feature: `send`, `state`, `actions`.
extension ShellCommand {
  static let send = ShellCommand(
    "send", usage: "send ACTION [{ … }]", summary: "send an action to the feature and print the state diff",
    details: [
      "Type an action in Swift literal syntax, the leading dot optional: .case, or",
      ".case(value) with the payload's labels; or in TCA's test-store case key path form,",
      "\\.case or \\.child.case, with a value after a comma and no labels, as",
      "store.send(\\.path.popFrom, 1) takes it; \\.binding.property, value sets a property.",
      "^ stands for the feature on top of the screen: the deepest presented child (a",
      "sheet, an alert), else the last element pushed on a stack, looking into child",
      "features run with Scope (a tab) too. Its actions follow, in either form, wrapped",
      "up as its stack or presentation needs; ^.dismiss dismisses it, with .dismiss or",
      ".popFrom(id:).",
      "Values: integers, decimals, true/false, \"strings\" with Swift escapes, nil,",
      "[arrays], enum cases such as .profile, stack element ids such as #0 or 0,",
      "UUIDs as a test writes them, UUID(1), offsets as IndexSet(integer: 1) or [0, 2],",
      "property key paths in bindings, .binding(.set(\\.name, value)), and errors by",
      "their initializer in .failure(…).",
      "The diff prints as custom-dump renders it; each action the feature's effects send",
      "back prints as a 'received action:' block, as TCA's _printChanges() does.",
      "'actions' lists what the loaded lesson accepts.",
      "In test mode (see help test) a trailing closure asserts the change, as a TestStore",
      "test's does, with ; between statements: { $0.name = value; $0.list.append(value) };",
      "a presented case is reached as Swift does, $0.destination?.modify(\\.case) { … },",
      "and a @Shared value through its reference, $0.$name.withLock { $0.field = value }.",
    ],
    examples: SendExamples.lines,
    complete: AssertionCompletion.complete,
    history: .step
  ) { context, invocation throws(ParseError) in
    let (action, assertion) = try parseSend(invocation.argument, column: invocation.column, in: context)
    if let testMode = context.host.testMode {
      await testMode.send(action, assertion: assertion)
    } else {
      await context.host.send(action)
    }
    return .proceed
  }

  /// What `send` reads in `argument`, which starts at `column` of the typed line: the action
  /// and, in test mode, the closure that asserts it. Nothing is sent.
  @MainActor
  static func parseSend(
    _ argument: String, column: Int, in context: CommandContext
  ) throws(ParseError) -> (action: Any, assertion: StateAssertion?) {
    let actionType = context.host.actionType
    let split = TrailingClosure(argument, column: column)
    guard !split.head.isEmpty else {
      throw ParseError(
        "send needs an action, e.g. send .\(actionType.anyReflectedCases.first?.name ?? "action")",
        column: column
      )
    }
    let addressed = try LiteralParser.parseAction(split.head, startColumn: column)
    // A payload a test builds with an initializer, `Station(…)`, by the lesson's;
    // `$0.…` reads the state as it is when the line is typed: a pushed screen's `@Shared`
    // reference, `.detail(SyncUpDetail.State(syncUp: $0.syncUpsList.$syncUps[id: …]))`.
    let builder = ValueBuilder(
      errors: context.lesson.errors, initializers: context.lesson.initializers, state: context.host.currentState
    )
    let action: Any
    if let caret = addressed.topMostColumn {
      let topMost: TopMostFeature
      do throws(TopMostFeature.Unreachable) {
        topMost = try TopMostFeature(over: context.host.currentState, actionType: actionType)
      } catch {
        throw ParseError(error.message, column: caret)
      }
      action = try topMost.action(for: addressed.literal, builder: builder)
    } else {
      action = try builder.build(addressed.literal, as: actionType)
    }
    return (action, try context.assertion(split))
  }

  static let state = ShellCommand(
    "state", usage: "state [PATH]", summary: "print the state, or one property of it",
    details: [
      "  state",
      "  state count",
      "  state path[id: 0]                    a stack's element, as TCA's path[id: 0] reads it",
      "  state path[id: 0].basics.signUpData  and on into it",
      "custom-dump marks references, such as @Shared values: #1 is the second reference",
      "of a type it meets (the first has no mark), and Type(↩︎) a reference it printed",
      "above, not printed again.",
    ],
    complete: StatePathCompletion.complete
  ) { context, invocation throws(ParseError) in
    let argument = invocation.argument
    let path = StatePath.components(of: argument)
    do throws(ParseError) {
      context.output.append(String(customDumping: try context.host.state(at: path)))
    } catch {
      // The host counts path components; report the column in the typed line.
      let offset = path.prefix((error.column ?? 1) - 1).map { $0.count + 1 }.reduce(0, +)
      throw ParseError(
        error.message,
        column: invocation.column + offset + StatePath.typedPrefixLength(argument)
          + (argument.dropFirst(StatePath.typedPrefixLength(argument)).hasPrefix(".") ? 1 : 0),
        suggestion: error.suggestion
      )
    }
    return .proceed
  }

  static let actions = ShellCommand(
    "actions", summary: "list the actions the lesson accepts, with their payload types"
  ) { context, invocation throws(ParseError) in
    printActions(of: context.host.actionType, indent: 0, to: context.output)
    return .proceed
  }

  /// Lists the cases of an action type, each followed by the cases of its payloads, and a
  /// binding action by the properties it can set. A type already listed on the way down is not
  /// listed again, so an action type that contains itself ends.
  @MainActor
  private static func printActions(
    of type: any CaseReflectable.Type, indent: Int, listing: Set<ObjectIdentifier> = [], to output: Output
  ) {
    let listing = listing.union([ObjectIdentifier(type)])
    let margin = String(repeating: " ", count: indent + 2)
    for reflected in type.anyReflectedCases {
      output.append(margin + reflected.signature)
      for parameter in reflected.parameters {
        if let child = parameter.type as? any CaseReflectable.Type, !listing.contains(ObjectIdentifier(child)) {
          printActions(of: child, indent: indent + 4, listing: listing, to: output)
        } else if let binding = parameter.type as? any ShellBindingAction.Type {
          for property in binding.typeableProperties {
            output.append("\(margin)    .set(\\.\(property.path.joined(separator: ".")), \(displayName(property.valueType)))")
          }
        }
      }
    }
  }
}
