/// Completion for `state PATH`: the property names under the path typed so far, as
/// `state count` or `state profile.name` reads them (a leading `.` is allowed), and a stack's
/// elements in TCA's spelling: `state path[` ⇥ `state path[id: 0]`, and `state path.` offers
/// the same, in place of the dot.
enum StatePathCompletion {
  static func complete(_ argument: String, in context: CompletionContext) -> Completions {
    guard let (path, partial) = split(argument), let tree = context.state.subtree(at: path) else { return .none }
    let elements = tree.names.filter { $0.hasPrefix("[") }
    if partial.isEmpty, argument.hasSuffix("."), !elements.isEmpty, !path.isEmpty {
      return Completions(candidates: elements, replacing: 1)
    }
    if argument.hasSuffix("]") {
      // Right after a subscript, the next property comes after a dot.
      return Completions(tree.names.filter { !$0.hasPrefix("[") }.map { "." + $0 }, extending: "")
    }
    return Completions(tree.names.filter { $0.hasPrefix("[") == partial.hasPrefix("[") }, extending: partial)
  }

  /// The complete components before the one being typed, and that one: `path[id: 0].ba` is
  /// `["path", "[id: 0]"]` and `ba`. A subscript is a component of its own; whitespace is
  /// allowed only inside one. `nil` when the argument cannot be a path.
  private static func split(_ argument: String) -> (path: [String], partial: String)? {
    var path: [String] = []
    var current = ""
    var inSubscript = false
    for character in argument {
      switch character {
      case "[" where !inSubscript:
        if !current.isEmpty { path.append(current) }
        current = "["
        inSubscript = true
      case "]" where inSubscript:
        path.append(current + "]")
        current = ""
        inSubscript = false
      case "." where !inSubscript:
        if !current.isEmpty { path.append(current) }
        current = ""
      default:
        if character.isWhitespace && !inSubscript { return nil }
        current.append(character)
      }
    }
    return (path, current)
  }
}
