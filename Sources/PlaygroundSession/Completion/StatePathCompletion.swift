/// Completion for `state PATH`: the property names under the path typed so far, as
/// `state count` or `state profile.name` reads them (a leading `.` is allowed).
enum StatePathCompletion {
  static func complete(_ argument: String, in context: CompletionContext) -> Completions {
    guard !argument.contains(where: \.isWhitespace) else { return .none }
    let partial = argument.reversed().prefix { $0 != "." }.reversed()
    let path = argument.dropLast(partial.count).split(separator: ".")
    guard let tree = context.state.subtree(at: path) else { return .none }
    return Completions(tree.names, extending: String(partial))
  }
}
