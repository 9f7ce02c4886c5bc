/// Completion for `bind PATH`: the `@Shared` fields under the path typed so far, in the loaded
/// feature's state, or after `^.` in the top-most screen's.
enum SharedBindingCompletion {
  static func complete(_ argument: String, in context: CompletionContext) -> Completions {
    guard !argument.contains(where: \.isWhitespace) else { return .none }
    var path = Substring(argument)
    var tree = context.bindPaths
    // `^.` is offered where a path starts, while something is pushed or presented.
    let caret = context.topMostBindPaths == nil ? [] : ["^."]
    if path.hasPrefix("^") {
      guard let topMost = context.topMostBindPaths, path.hasPrefix("^.") else {
        return Completions(caret, extending: path)
      }
      tree = topMost
      path = path.dropFirst(2)
    } else if path.hasPrefix(".") {
      path = path.dropFirst()
    }
    let partial = path.reversed().prefix { $0 != "." }.reversed()
    let parents = path.dropLast(partial.count).split(separator: ".")
    guard let subtree = tree.subtree(at: parents) else { return .none }
    // A field whose value is typed next ends with a space; one with fields of its own, bare.
    let names = subtree.fields.map { $0.subfields.fields.isEmpty ? $0.name + " " : $0.name }
    return Completions(names + (argument.isEmpty ? caret : []), extending: String(partial))
  }
}
