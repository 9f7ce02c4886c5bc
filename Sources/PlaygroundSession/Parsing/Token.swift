/// A token of the Swift literal syntax the shell reads actions in.
struct Token: Equatable {
  enum Kind: Equatable {
    case identifier(String)
    case integer(String)
    case float(String)
    case string(String)
    /// `00000000-0000-0000-0000-000000000000`, as custom-dump prints a `UUID` inside `UUID(…)`.
    case uuid(String)
    case dot, comma, colon, backslash, hash, caret
    case leftParen, rightParen, leftBracket, rightBracket
    /// In a test-mode assertion, `{ $0.count = 1; $0.$stats.withLock { … } }`.
    case leftBrace, rightBrace, equals, semicolon, question, dollar
    /// `+=`, `-=`, `*=`, `/=`, `%=` in an assertion: the operator before `=`.
    case compoundAssignment(Character)
    case end
  }

  let kind: Kind
  /// 1-based, in the line the user typed.
  let column: Int

  var text: String {
    switch kind {
    case let .identifier(text), let .integer(text), let .float(text): text
    case let .string(text): "\"\(text)\""
    case let .uuid(text): text
    case .dot: "."
    case .comma: ","
    case .colon: ":"
    case .backslash: "\\"
    case .hash: "#"
    case .caret: "^"
    case .leftParen: "("
    case .rightParen: ")"
    case .leftBracket: "["
    case .rightBracket: "]"
    case .leftBrace: "{"
    case .rightBrace: "}"
    case .equals: "="
    case .semicolon: ";"
    case .question: "?"
    case .dollar: "$"
    case let .compoundAssignment(symbol): "\(symbol)="
    case .end: "end of line"
    }
  }
}
