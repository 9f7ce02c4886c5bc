/// Completion for `send ACTION`, in both of the parser's forms and at any depth:
///
/// ```
/// send .inc                    → .incrementButtonTapped
/// send .counter(.inc           → .incrementButtonTapped, a child's case
/// send .path(.element(         → id:                     then the live stack ids
/// send \.stepp                 → \.stepperChanged         (case key path form)
/// send .binding(.set(\.pro     → \.profile                 (bindable fields)
/// send ^.ne                    → ^.nextButtonTapped       (the top-most feature's actions)
/// ```
///
/// The line splits into the word being completed (from its last `.`, or from the last
/// delimiter) and the prefix before it; ``ActionPrefixWalker`` walks the prefix to find what
/// the word stands for. Nothing is offered inside a string literal or after text the parser
/// would reject.
enum ActionCompletion {
  /// Characters that end a word; `.`, `\` and `#` belong to the word they start. A leading `^`
  /// ends one too: what follows it is an action of its own type.
  private static let delimiters: Set<Character> = ["(", ")", ",", ":", "[", "]", "\"", "^"]

  static func complete(_ argument: String, in context: CompletionContext) -> Completions {
    let run = String(argument.reversed().prefix { !$0.isWhitespace && !delimiters.contains($0) }.reversed())
    let word = run.lastIndex(of: ".").map { String(run[$0...]) } ?? run
    let prefix = argument.dropLast(word.count)
    // After `^`, an action of the feature on top of the screen (see ``TopMostFeature``).
    let (root, body) =
      prefix.hasPrefix("^") ? (ActionSchema.topMost, prefix.dropFirst()) : (context.actions.root, prefix)
    guard let tokens = try? Lexer.tokens(in: String(body), startColumn: 1),
      let position = ActionPrefixWalker.position(after: tokens, in: context.actions, root: root)
    else { return .none }
    return Completions(position.spellings(completing: word, in: context), extending: word)
  }
}
