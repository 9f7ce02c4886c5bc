import PlaygroundText


/// Walks the tokens typed before the word being completed, following ``LiteralParser``'s
/// grammar and the types of ``ActionSchema``, and says where they leave off: which type's
/// value, which case's argument, which key path's property comes next.
struct ActionPrefixWalker {
  private enum Step {
    /// A whole value was read; the caller goes on.
    case parsed
    /// The tokens ended here.
    case reached(CompletionPosition)
    /// Not something the parser would accept, or a name the schema does not know.
    case stuck
  }

  /// The element type of arrays and anything else the schema does not describe.
  private static let unknown = TypeKey(Any.self)

  private let tokens: [Token]
  private let schema: ActionSchema
  /// The action type the tokens are an action of.
  private let root: TypeKey
  private var index = 0
  /// How many values enclose the current token; past ``SessionLimits/nestingDepth``, where the
  /// parser stops too, there is nothing to complete, and the recursion ends there.
  private var depth = 0

  private init(tokens: [Token], schema: ActionSchema, root: TypeKey) {
    self.tokens = tokens
    self.schema = schema
    self.root = root
  }

  /// Where `tokens`, a prefix of an action of type `root` ending with `.end`, leave off; `nil`
  /// when there is nothing to complete after them.
  static func position(after tokens: [Token], in schema: ActionSchema, root: TypeKey) -> CompletionPosition? {
    var walker = ActionPrefixWalker(tokens: tokens, schema: schema, root: root)
    let step = walker.current == .backslash ? walker.caseKeyPath() : walker.value(of: root)
    guard case let .reached(position) = step else { return nil }
    return position
  }

  // MARK: Tokens

  private var current: Token.Kind { tokens[index].kind }
  private var atEnd: Bool { current == .end }

  private var next: Token.Kind { tokens[min(index + 1, tokens.count - 1)].kind }

  private mutating func advance() {
    if index < tokens.count - 1 { index += 1 }
  }

  private mutating func skip(_ kind: Token.Kind) -> Bool {
    guard current == kind else { return false }
    advance()
    return true
  }

  private mutating func identifier() -> String? {
    guard case let .identifier(name) = current else { return nil }
    advance()
    return name
  }

  // MARK: Literal syntax

  private mutating func value(of type: TypeKey) -> Step {
    depth += 1
    defer { depth -= 1 }
    guard depth <= SessionLimits.nestingDepth else { return .stuck }
    switch current {
    case .end:
      return .reached(.value(type))
    case .dot:
      advance()
      guard let name = identifier() else { return .stuck }
      return payload(ofCase: name, in: type)
    case let .identifier(name):
      advance()
      return ["true", "false", "nil"].contains(name) ? .parsed : payload(ofCase: name, in: type)
    case .integer, .float, .string:
      advance()
      return .parsed
    case .hash:
      advance()
      guard case .integer = current else { return .stuck }
      advance()
      return .parsed
    case .leftBracket:
      advance()
      return arrayElements()
    case .backslash:
      advance()
      guard case let .keyPath(fields) = schema.shape(of: type) else { return .stuck }
      return properties(of: fields)
    default:
      return .stuck
    }
  }

  /// After a case name: its arguments, when a `(` follows.
  private mutating func payload(ofCase name: String, in type: TypeKey) -> Step {
    guard skip(.leftParen) else { return .parsed }
    guard let shape = schema.shape(of: type).case(named: name) else { return .stuck }
    var argument = 0
    while true {
      if atEnd { return .reached(.argument(shape, index: argument)) }
      if skip(.rightParen) { return .parsed }
      guard argument < shape.parameters.count else { return .stuck }
      if case .identifier = current, next == .colon {
        // Labels are checked by position when the action is built, as here.
        advance()
        advance()
      }
      let step = value(of: shape.parameters[argument].type)
      guard case .parsed = step else { return step }
      if skip(.comma) {
        argument += 1
      } else {
        return skip(.rightParen) ? .parsed : .stuck
      }
    }
  }

  /// `a, b]` after an array's `[`. Arrays are not described, so their elements offer only
  /// what any value does.
  private mutating func arrayElements() -> Step {
    while !skip(.rightBracket) {
      let step = value(of: Self.unknown)
      guard case .parsed = step else { return step }
      guard skip(.comma) || current == .rightBracket else { return .stuck }
    }
    return .parsed
  }

  /// `.name.subname` after a key path's `\`.
  private mutating func properties(of fields: FieldTree) -> Step {
    var fields = fields
    while skip(.dot) {
      guard let name = identifier(), let subfields = fields.subtree(at: [name]) else { return .stuck }
      fields = subfields
    }
    return atEnd ? .reached(.field(fields)) : .parsed
  }

  // MARK: Case key path syntax

  /// `\.a.b[id: 0].c, value`, which the parser rewrites into `.a(.b(.element(id: 0, action:
  /// .c(value))))`, and `\.binding.field, value`, rewritten into `.binding(.set(\.field, value))`.
  private mutating func caseKeyPath() -> Step {
    advance()
    var type = root
    if atEnd { return .reached(.caseKeyPathSegment(type)) }
    while skip(.dot) {
      guard let name = identifier(),
        let payload = schema.shape(of: type).case(named: name)?.parameters.first?.type
      else { return .stuck }
      if name == "binding", current == .dot || atEnd, let step = bindingKeyPath(in: payload) {
        return step
      }
      type = payload
      while skip(.leftBracket) {
        let step = stackSubscript(&type)
        guard case .parsed = step else { return step }
      }
      if atEnd { return .reached(.caseKeyPathSegment(type)) }
      if skip(.comma) { return value(of: type) }
    }
    return .stuck
  }

  /// `id: 0]` after a stack segment's `[`; moves `type` from the stack action to its elements'
  /// action, whose case the next segment names.
  private mutating func stackSubscript(_ type: inout TypeKey) -> Step {
    if atEnd { return .reached(.subscriptLabel) }
    guard current == .identifier("id"), next == .colon,
      let element = schema.shape(of: type).case(named: "element"),
      let id = element.parameters.first(where: { $0.label == "id" }),
      let action = element.parameters.first(where: { $0.label == "action" })
    else { return .stuck }
    advance()
    advance()
    let step = value(of: id.type)
    guard case .parsed = step else { return step }
    guard skip(.rightBracket) else { return .stuck }
    type = action.type
    return .parsed
  }

  /// `.field.subfield, value` after `\.binding`, when the binding action's `set` takes a key
  /// path whose fields are known; `nil` when `type` is no such action.
  private mutating func bindingKeyPath(in type: TypeKey) -> Step? {
    guard let set = schema.shape(of: type).case(named: "set"), set.parameters.count == 2,
      case let .keyPath(fields) = schema.shape(of: set.parameters[0].type)
    else { return nil }
    let step = properties(of: fields)
    guard case .parsed = step else { return step }
    return skip(.comma) ? value(of: set.parameters[1].type) : .stuck
  }
}
