@_spi(Playground) import ComposableArchitecture
import PlaygroundText

/// `state PATH`: the value at a path of property names in a feature's state, through
/// `@Shared` properties to the values they share, through optionals that hold a value, and
/// into stacks by element id.
enum StatePath {
  /// The components of a typed path, split at the dots between them: a dot inside a
  /// subscript, as in `voiceMemos[id: URL(fileURLWithPath: "/tmp/memo.m4a")]`, is the id's.
  ///
  /// A path reads as it does after `$0.` in an assertion or `\.` in an action, so what a
  /// learner copies from one works here: a leading `$0` or `\` is dropped, and each component
  /// takes `?`, `!` and `$` as ``StatePathComponent`` says.
  static func components(of text: some StringProtocol) -> [String] {
    var components: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var escaped = false
    for character in text.dropFirst(typedPrefixLength(text)) {
      if inString {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "[" || character == "(" {
        depth += 1
      } else if character == "]" || character == ")" {
        depth -= 1
      } else if character == ".", depth == 0 {
        if !current.isEmpty { components.append(current) }
        current = ""
        continue
      }
      current.append(character)
    }
    if !current.isEmpty { components.append(current) }
    return components
  }

  /// How many characters start `text` as the state's name in an assertion or a key path:
  /// 2 for `$0`, 1 for `\`, before the dot, which ``components(of:)`` skips as any other.
  static func typedPrefixLength(_ text: some StringProtocol) -> Int {
    if text == "$0" || text.hasPrefix("$0.") { return 2 }
    return text.hasPrefix("\\") ? 1 : 0
  }

  static func value(at path: [String], in state: Any) throws(ParseError) -> Any {
    var value = state
    for (index, text) in path.enumerated() {
      // `path[id: 0]`: a property, then elements of the stack it holds.
      let component = try StatePathComponent(text, column: index + 1)
      let name = component.name
      // Through `@Shared` properties to the value they share.
      if let shared = value as? any _AnyShared { value = shared._wrappedValue }
      // Through an optional child's state, or a `@Presents` property, which reflects as one, to
      // the value it holds, as a test's `?.` reaches it: `optionalCounter.count`,
      // `newGame.game.board` for `@Presents var game: Game.State?`.
      while Mirror(reflecting: value).displayStyle == .optional {
        guard let wrapped = Mirror(reflecting: value).children.first?.value else {
          throw ParseError(
            "\(path[..<index].joined(separator: ".")) is nil, so it has no property '\(name)'", column: index + 1
          )
        }
        value = wrapped
      }
      try StatePathComponent.expectNoStack(value, before: name, after: path[..<index], column: index + 1)
      let children = Mirror(reflecting: value).children.compactMap { child in
        child.label.map { ($0, child.value) }
      }
      // A property wrapper's storage, `_stats` for `@Shared var stats`, answers to either name.
      guard let child = children.first(where: { $0.0 == name || $0.0 == "_" + name }) else {
        throw .unknownName(
          "\(displayName(type(of: value))) has no property '\(name)'", name,
          among: children.map { $0.0.hasPrefix("_") ? String($0.0.dropFirst()) : $0.0 }, kind: "properties",
          column: index + 1
        )
      }
      value = child.1
      for id in component.ids {
        value = try StatePathComponent.element(id, of: value, named: name, column: index + 1)
      }
    }
    return value
  }
}
