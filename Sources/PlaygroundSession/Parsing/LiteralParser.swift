import PlaygroundText


/// Parses an action in Swift literal syntax, `.stepperChanged(5)`, or in TCA's test-store
/// case key path form, `\.path[id: 0].basics.nextButtonTapped` or `\.binding.email, "Blob"`.
///
/// The key path form is rewritten into the literal it stands for, so one typed builder serves
/// both. Either form may follow `^`, which addresses the top-most feature on screen rather than
/// the loaded one: `^.nextButtonTapped`, `^\.binding.email, "Blob"`.
struct LiteralParser {
  private let tokens: [Token]
  private var index = 0
  /// How many values, arguments, arrays or case key path segments enclose the current token.
  private var depth = 0

  private init(tokens: [Token]) {
    self.tokens = tokens
  }

  /// Reads an action, or, after `^`, an action of the top-most feature on screen.
  ///
  /// - Parameter startColumn: The column of `text`'s first character in the typed line.
  static func parseAction(_ text: String, startColumn: Int) throws(ParseError) -> AddressedAction {
    var parser = LiteralParser(tokens: try Lexer.tokens(in: text, startColumn: startColumn))
    guard parser.current.kind == .caret else {
      return AddressedAction(literal: try parser.action(), topMostColumn: nil)
    }
    let caret = parser.advance().column
    guard parser.current.kind != .end else {
      throw ParseError("expected an action after '^', such as ^.name or ^.dismiss", column: parser.current.column)
    }
    return AddressedAction(literal: try parser.action(), topMostColumn: caret)
  }

  /// A value alone, up to the end of the line: what `bind PATH VALUE` sets.
  static func parseValue(_ text: String, startColumn: Int) throws(ParseError) -> Literal {
    var parser = LiteralParser(tokens: try Lexer.tokens(in: text, startColumn: startColumn))
    let literal = try parser.value()
    guard parser.current.kind == .end else {
      throw ParseError("unexpected '\(parser.current.text)' after the value", column: parser.current.column)
    }
    return literal
  }

  /// A value that starts at `tokens[index]` and ends where a value can: what a test-mode
  /// assertion assigns, `$0.count = 1;`. Returns the value and the index of the token after it.
  static func parseValue(in tokens: [Token], at index: Int) throws(ParseError) -> (Literal, next: Int) {
    var parser = LiteralParser(tokens: tokens)
    parser.index = index
    let literal = try parser.value()
    return (literal, parser.index)
  }

  /// `.name(value)` or `\.name, value`, up to the end of the line.
  private mutating func action() throws(ParseError) -> Literal {
    let literal: Literal
    if current.kind == .backslash {
      literal = try caseKeyPath()
    } else {
      literal = try value()
      guard case .enumCase = literal.value else {
        throw ParseError("expected an action such as .name or .name(value), found \(literal.summary)", column: literal.column)
      }
    }
    guard current.kind == .end else {
      throw ParseError("unexpected '\(current.text)' after the action", column: current.column)
    }
    return literal
  }

  private var current: Token { tokens[index] }

  private mutating func advance() -> Token {
    defer { if index < tokens.count - 1 { index += 1 } }
    return tokens[index]
  }

  private mutating func expect(_ kind: Token.Kind, _ what: String) throws(ParseError) -> Token {
    guard current.kind == kind else {
      throw ParseError("expected \(what), found '\(current.text)'", column: current.column)
    }
    return advance()
  }

  private mutating func identifier(_ what: String) throws(ParseError) -> (String, Int) {
    guard case let .identifier(name) = current.kind else {
      throw ParseError("expected \(what), found '\(current.text)'", column: current.column)
    }
    return (name, advance().column)
  }

  /// Counts one more level of nesting at the current token; past ``SessionLimits/nestingDepth``
  /// it is an error, before the recursion can exhaust the stack.
  private mutating func enterLevel() throws(ParseError) {
    depth += 1
    guard depth <= SessionLimits.nestingDepth else {
      throw ParseError("the action nests deeper than \(SessionLimits.nestingDepth) levels", column: current.column)
    }
  }

  private mutating func value() throws(ParseError) -> Literal {
    try enterLevel()
    defer { depth -= 1 }
    let token = current
    switch token.kind {
    case .dot:
      _ = advance()
      let (name, _) = try identifier("a case name after '.'")
      return Literal(value: .enumCase(name: name, arguments: try arguments()), column: token.column)
    case let .identifier(name):
      _ = advance()
      switch name {
      case "true": return Literal(value: .bool(true), column: token.column)
      case "false": return Literal(value: .bool(false), column: token.column)
      case "nil": return Literal(value: .nil, column: token.column)
      case _ where name.first?.isUppercase == true:
        return try initializer(named: name, column: token.column)
      default:
        return Literal(value: .enumCase(name: name, arguments: try arguments()), column: token.column)
      }
    case let .integer(text):
      _ = advance()
      return Literal(value: .integer(text), column: token.column)
    case let .float(text):
      _ = advance()
      return Literal(value: .float(text), column: token.column)
    case let .string(text):
      _ = advance()
      return Literal(value: .string(text), column: token.column)
    case let .uuid(text):
      _ = advance()
      return Literal(value: .uuid(text), column: token.column)
    case .leftBracket:
      return try array()
    case .hash:
      _ = advance()
      guard case let .integer(text) = current.kind, let id = Int(text) else {
        throw ParseError("expected a stack id number after '#'", column: current.column)
      }
      _ = advance()
      return Literal(value: .stackID(id), column: token.column)
    case .backslash:
      _ = advance()
      _ = try expect(.dot, "'.' after '\\' in a key path")
      return Literal(value: .keyPath(try propertyNames()), column: token.column)
    case .dollar:
      return Literal(value: .stateReference(try stateReference()), column: token.column)
    default:
      throw ParseError("expected a value, found '\(token.text)'", column: token.column)
    }
  }

  private mutating func arguments() throws(ParseError) -> [Literal.Argument]? {
    guard current.kind == .leftParen else { return nil }
    _ = advance()
    var arguments: [Literal.Argument] = []
    while current.kind != .rightParen {
      let column = current.column
      var label: String?
      if case let .identifier(name) = current.kind, tokens[index + 1].kind == .colon {
        label = name
        _ = advance()
        _ = advance()
      }
      arguments.append(Literal.Argument(label: label, value: try value(), column: column))
      guard current.kind == .comma else { break }
      _ = advance()
    }
    _ = try expect(.rightParen, "')' to close the arguments")
    return arguments
  }

  /// `WebSocketClient.ID()`, after its first name: a type's name, qualified with
  /// dots, and the initializer's arguments, in parentheses, in trailing closures, or both, as
  /// TCA's tests write an alert: `AlertState { TextState("Hi") } actions: { … }`.
  private mutating func initializer(named first: String, column: Int) throws(ParseError) -> Literal {
    var type = first
    while current.kind == .dot, case let .identifier(name) = tokens[index + 1].kind {
      _ = advance()
      _ = advance()
      type += "." + name
    }
    let parenthesized = try arguments()
    let closures = try trailingClosures()
    guard parenthesized != nil || !closures.isEmpty else {
      throw ParseError("expected '(' after \(type), as in \(type)(label: value)", column: current.column)
    }
    return Literal(value: .initializer(type: type, arguments: (parenthesized ?? []) + closures), column: column)
  }

  /// `{ … } label: { … }` after an initializer: the first closure unlabeled, as Swift reads it.
  private mutating func trailingClosures() throws(ParseError) -> [Literal.Argument] {
    guard current.kind == .leftBrace else { return [] }
    let column = current.column
    var closures = [Literal.Argument(label: nil, value: try closure(), column: column)]
    while case let .identifier(label) = current.kind, tokens[index + 1].kind == .colon,
      tokens[index + 2].kind == .leftBrace
    {
      let column = advance().column
      _ = advance()
      closures.append(Literal.Argument(label: label, value: try closure(), column: column))
    }
    return closures
  }

  /// `{ value; value }`: what a result builder's closure lists, such as an alert's buttons.
  private mutating func closure() throws(ParseError) -> Literal {
    let start = current.column
    let elements = try values(closedBy: .rightBrace, separatedBy: .semicolon, "'}' to close the closure, or ';' between two values")
    return Literal(value: .closure(elements), column: start)
  }

  private mutating func array() throws(ParseError) -> Literal {
    let start = current.column
    let elements = try values(closedBy: .rightBracket, separatedBy: .comma, "']' to close the array")
    return Literal(value: .array(elements), column: start)
  }

  /// The values after an opening bracket or brace, up to and including the closing one.
  private mutating func values(
    closedBy close: Token.Kind, separatedBy separator: Token.Kind, _ what: String
  ) throws(ParseError) -> [Literal] {
    _ = advance()
    var elements: [Literal] = []
    while current.kind != close {
      elements.append(try value())
      guard current.kind == separator else { break }
      _ = advance()
    }
    _ = try expect(close, what)
    return elements
  }

  /// `$0.$signUpData.topics`: the names after `$0.`, `$` kept where typed, each with the id
  /// of a `[id: …]` after it.
  private mutating func stateReference() throws(ParseError) -> [Literal.PropertyName] {
    let dollar = advance()
    guard current.kind == .integer("0") else {
      throw ParseError("expected '$0', the state, as in $0.$signUpData", column: dollar.column)
    }
    _ = advance()
    var names: [Literal.PropertyName] = []
    while current.kind == .dot {
      _ = advance()
      let projected = current.kind == .dollar
      if projected { _ = advance() }
      let (name, column) = try identifier("a property name after '.'")
      names.append(.init(name: (projected ? "$" : "") + name, column: column, elementID: try elementSubscript()))
    }
    guard !names.isEmpty else {
      throw ParseError("expected a property of the state after '$0', as in $0.$signUpData", column: current.column)
    }
    return names
  }

  /// The id in `[id: …]` after a name of a state reference, or `nil` without a subscript.
  private mutating func elementSubscript() throws(ParseError) -> Literal? {
    guard current.kind == .leftBracket else { return nil }
    _ = advance()
    guard current.kind == .identifier("id"), tokens[index + 1].kind == .colon else {
      throw ParseError("expected 'id:' in a list's subscript, as in $0.$todos[id: 0]", column: current.column)
    }
    _ = advance()
    _ = advance()
    let id = try value()
    _ = try expect(.rightBracket, "']' to close the subscript")
    return id
  }

  /// `email` or `signUpData.email`, after `\.`: property names, each with its column.
  private mutating func propertyNames() throws(ParseError) -> [Literal.PropertyName] {
    var names: [Literal.PropertyName] = []
    repeat {
      if !names.isEmpty { _ = advance() }
      let (name, column) = try identifier("a property name")
      names.append(Literal.PropertyName(name: name, column: column))
    } while current.kind == .dot
    return names
  }

  /// `\.a.b[id: 0].c, value` → `.a(.b(.element(id: 0, action: .c(value))))`, and
  /// `\.binding.field, value` → `.binding(.set(\.field, value))`.
  private mutating func caseKeyPath() throws(ParseError) -> Literal {
    _ = advance()
    _ = try expect(.dot, "'.' after '\\' in a case key path")
    enum Segment {
      case name(String, column: Int)
      case element(id: Literal, column: Int)
    }
    var segments: [Segment] = []
    var bindingPath: (path: [Literal.PropertyName], column: Int)?
    repeat {
      if current.kind == .dot { _ = advance() }
      // Each segment becomes one level of the literal this builds.
      try enterLevel()
      let (name, column) = try identifier("a case name")
      segments.append(.name(name, column: column))
      if name == "binding", current.kind == .dot {
        // `\.binding.field`: the rest is a key path into state.
        _ = advance()
        bindingPath = (try propertyNames(), column)
        break
      }
      while current.kind == .leftBracket {
        try enterLevel()
        let column = advance().column
        let (label, labelColumn) = try identifier("'id:' in a stack subscript")
        guard label == "id" else {
          throw ParseError("expected 'id:' in a stack subscript, found '\(label)'", column: labelColumn)
        }
        _ = try expect(.colon, "':' after 'id'")
        let id = try value()
        _ = try expect(.rightBracket, "']' to close the subscript")
        segments.append(.element(id: id, column: column))
      }
    } while current.kind == .dot
    if current.kind == .leftParen {
      throw ParseError(
        "a case key path takes its value after a comma, as in TCA's store.send(\\.path.popFrom, 1), not in parentheses; or type the action as .name(label: value)",
        column: current.column
      )
    }

    var payload: Literal?
    if current.kind == .comma {
      _ = advance()
      payload = try value()
    }

    var inner: Literal?
    if let bindingPath {
      guard let payload else {
        let path = bindingPath.path.map(\.name).joined(separator: ".")
        throw ParseError("a binding needs a value: \\.binding.\(path), value", column: current.column)
      }
      let keyPath = Literal(value: .keyPath(bindingPath.path), column: bindingPath.path[0].column)
      inner = Literal(
        value: .enumCase(name: "set", arguments: [
          .init(label: nil, value: keyPath, column: keyPath.column),
          .init(label: nil, value: payload, column: payload.column),
        ]),
        column: bindingPath.column
      )
    } else {
      inner = payload
    }
    for segment in segments.reversed() {
      switch segment {
      case let .name(name, column):
        let arguments = inner.map { [Literal.Argument(label: nil, value: $0, column: $0.column, fromCaseKeyPath: true)] }
        inner = Literal(value: .enumCase(name: name, arguments: arguments), column: column)
      case let .element(id, column):
        guard let action = inner else {
          throw ParseError("a stack subscript must be followed by an action", column: column)
        }
        inner = Literal(
          value: .enumCase(name: "element", arguments: [
            .init(label: "id", value: id, column: id.column),
            .init(label: "action", value: action, column: action.column),
          ]),
          column: column
        )
      }
    }
    guard let inner else { throw ParseError("expected a case key path", column: current.column) }
    return inner
  }
}
