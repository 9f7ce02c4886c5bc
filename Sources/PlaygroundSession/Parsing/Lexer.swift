import PlaygroundText


/// Splits an argument into tokens: identifiers, numbers, string literals with Swift's escapes,
/// UUIDs, and punctuation.
struct Lexer {
  private let characters: [Character]
  private let startColumn: Int
  private var index = 0

  /// - Parameter startColumn: The column of `text`'s first character in the typed line.
  init(_ text: String, startColumn: Int) {
    self.characters = Array(text)
    self.startColumn = startColumn
  }

  static func tokens(in text: String, startColumn: Int) throws(ParseError) -> [Token] {
    var lexer = Lexer(text, startColumn: startColumn)
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  private var column: Int { startColumn + index }

  private mutating func next() throws(ParseError) -> Token {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
    guard index < characters.count else { return Token(kind: .end, column: column) }
    let start = column
    let character = characters[index]
    if "+-*/%".contains(character), peek(1) == "=" {
      index += 2
      return Token(kind: .compoundAssignment(character), column: start)
    }
    if let kind = Self.punctuation[character] {
      index += 1
      return Token(kind: kind, column: start)
    }
    if character == "\"" {
      return Token(kind: .string(try string()), column: start)
    }
    if let uuid = try uuid() {
      return Token(kind: .uuid(uuid), column: start)
    }
    if character.isNumber || (character == "-" && peek(1)?.isNumber == true) {
      return number(start: start)
    }
    if character.isLetter || character == "_" || character == "`" {
      return Token(kind: .identifier(identifier()), column: start)
    }
    throw ParseError("unexpected character '\(character.debugDescriptionEscaped)'", column: start)
  }

  private static let punctuation: [Character: Token.Kind] = [
    ".": .dot, ",": .comma, ":": .colon, "\\": .backslash, "#": .hash, "^": .caret,
    "(": .leftParen, ")": .rightParen, "[": .leftBracket, "]": .rightBracket,
    "{": .leftBrace, "}": .rightBrace, "=": .equals, ";": .semicolon, "?": .question, "$": .dollar,
  ]

  private func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func identifier() -> String {
    let backticked = characters[index] == "`"
    if backticked { index += 1 }
    var name = ""
    while index < characters.count, characters[index].isLetter || characters[index].isNumber
      || characters[index] == "_"
    {
      name.append(characters[index])
      index += 1
    }
    if backticked, index < characters.count, characters[index] == "`" { index += 1 }
    return name
  }

  /// A UUID written as custom-dump prints one, `00000000-0000-0000-0000-000000000000`, so an
  /// id read in `state` can be typed back; `nil` where none starts. A word of hexadecimal
  /// digits and `-` starts one when its first group is 8 digits long or it has two `-` or
  /// more, as nothing else typed in the shell does (`1e-5` is a number); it must then be a
  /// whole UUID.
  private mutating func uuid() throws(ParseError) -> String? {
    let start = column
    var end = index
    while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "-" {
      end += 1
    }
    // Most words are names or numbers, with no `-` in them: no text to build for them.
    guard characters[index..<end].contains("-") else { return nil }
    let text = String(characters[index..<end])
    let firstGroup = text.prefix { $0 != "-" }
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    guard groups.count > 1, !firstGroup.isEmpty, firstGroup.allSatisfy(Self.isHexDigit),
      firstGroup.count == 8 || groups.count > 2
    else { return nil }
    guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(Self.isHexDigit) }) else {
      throw ParseError(
        "malformed UUID '\(text)': a UUID is 32 hexadecimal digits in groups of 8-4-4-4-12, as in 00000000-0000-0000-0000-000000000000",
        column: start
      )
    }
    index = end
    return text.uppercased()
  }

  private static func isHexDigit(_ character: Character) -> Bool {
    character.isASCII && character.isHexDigit
  }

  private mutating func number(start: Int) -> Token {
    var text = ""
    if characters[index] == "-" {
      text.append("-")
      index += 1
    }
    var isFloat = false
    while index < characters.count {
      let character = characters[index]
      if character.isNumber || character == "_" {
        if character != "_" { text.append(character) }
      } else if character == ".", !isFloat, peek(1)?.isNumber == true {
        isFloat = true
        text.append(character)
      } else if character == "e" || character == "E", peek(1)?.isNumber == true || peek(1) == "-" {
        isFloat = true
        text.append(character)
        index += 1
        text.append(characters[index])
      } else {
        break
      }
      index += 1
    }
    return Token(kind: isFloat ? .float(text) : .integer(text), column: start)
  }

  private mutating func string() throws(ParseError) -> String {
    let start = column
    index += 1
    var value = ""
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "\"":
        return value
      case "\\":
        guard index < characters.count else { break }
        let escaped = characters[index]
        index += 1
        switch escaped {
        case "n": value.append("\n")
        case "t": value.append("\t")
        case "r": value.append("\r")
        case "0": value.append("\0")
        case "\\", "\"", "'": value.append(escaped)
        case "u": value.append(try unicodeScalar())
        default:
          throw ParseError("unknown escape '\\\(escaped)' in string", column: column - 2)
        }
      default:
        value.append(character)
      }
    }
    throw ParseError("unterminated string literal; add a closing '\"'", column: start)
  }

  /// `\u{1F44D}`, after the `u`.
  private mutating func unicodeScalar() throws(ParseError) -> Character {
    let start = column - 2
    guard index < characters.count, characters[index] == "{" else {
      throw ParseError("expected '{' after '\\u'", column: column)
    }
    index += 1
    var hex = ""
    while index < characters.count, characters[index] != "}" {
      hex.append(characters[index])
      index += 1
    }
    index += 1
    guard hex.count <= 8, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
    else { throw ParseError("invalid unicode scalar '\\u{\(hex)}'", column: start) }
    return Character(scalar)
  }
}
