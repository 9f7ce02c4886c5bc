/// Completion for `send ACTION`, in both of the parser's forms and at any depth:
///
/// ```
/// send .inc                    → .incrementButtonTapped
/// send .counter(.inc           → .incrementButtonTapped, a child's case
/// send .path(.element(         → id:                     then the live stack ids
/// send \.stepp                 → \.stepperChanged         (case key path form)
/// send .binding(.set(\.pro     → \.profile                 (bindable fields)
/// ```
///
/// The line splits into the word being completed (from its last `.`, or from the last
/// delimiter) and the prefix before it; ``ActionPrefixWalker`` walks the prefix to find what
/// the word stands for. Nothing is offered inside a string literal or after text the parser
/// would reject.
enum ActionCompletion {
  /// Characters that end a word; `.`, `\` and `#` belong to the word they start.
  private static let delimiters: Set<Character> = ["(", ")", ",", ":", "[", "]", "\""]

  static func complete(_ argument: String, in context: CompletionContext) -> Completions {
    let run = String(argument.reversed().prefix { !$0.isWhitespace && !delimiters.contains($0) }.reversed())
    let word = run.lastIndex(of: ".").map { String(run[$0...]) } ?? run
    let prefix = String(argument.dropLast(word.count))
    guard let tokens = try? Lexer.tokens(in: prefix, startColumn: 1),
      let position = ActionPrefixWalker.position(after: tokens, in: context.actions)
    else { return .none }
    return Completions(position.spellings(completing: word, in: context), extending: word)
  }
}
