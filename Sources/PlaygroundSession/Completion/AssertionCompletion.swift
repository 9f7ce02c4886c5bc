/// Completion for a test-mode command's trailing closure, `send .x { $0.co` ⇥ `$0.count`: the
/// state's properties under the path typed after the last `$0.`, as `state` completes them.
/// Before the closure, the action completes as `send`'s does.
///
/// Inside `withLock { … }`, `$0` is the shared value rather than the state, so nothing is
/// offered there.
enum AssertionCompletion {
  static func complete(_ argument: String, in context: CompletionContext) -> Completions {
    let split = TrailingClosure(argument, column: 1)
    guard let closure = split.closure else { return ActionCompletion.complete(argument, in: context) }
    guard let start = closure.range(of: "$0.", options: .backwards)?.upperBound,
      !closure[..<start].contains("withLock") || closure[..<start].contains("}")
    else { return .none }
    let path = closure[start...]
    // Only a path is being typed: no value, no `$` projection, no space outside a subscript.
    guard !path.contains("="), !path.contains("$"), !path.contains(";") else { return .none }
    return StatePathCompletion.complete(path.replacingOccurrences(of: "?", with: ""), in: context)
  }
}
