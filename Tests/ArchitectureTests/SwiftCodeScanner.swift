/// The code of a Swift file with its comments and the text of its string literals blanked out,
/// so that only names the compiler resolves are left: `// see Output` names nothing, while
/// `"\(clock.elapsed.playgroundDescription)"` still uses `playgroundDescription`.
///
/// Blanked characters become spaces and line breaks stay, so lines and indentation stay where
/// they were. Raw strings (`#"…"#`) and nested block comments are handled; that is all of
/// Swift's lexical grammar that can hide or fake a name.
struct SwiftCodeScanner {
  private let characters: [Character]
  private var index = 0
  private var code: [Character] = []

  /// `source` with comments and literal text blanked.
  static func code(of source: String) -> String {
    var scanner = SwiftCodeScanner(characters: Array(source))
    scanner.scanCode(until: nil)
    return String(scanner.code)
  }

  private init(characters: [Character]) {
    self.characters = characters
  }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private func starts(with text: String) -> Bool {
    var offset = 0
    for character in text {
      guard peek(offset) == character else { return false }
      offset += 1
    }
    return true
  }

  private mutating func keep() {
    code.append(characters[index])
    index += 1
  }

  private mutating func blank() {
    code.append(characters[index] == "\n" ? "\n" : " ")
    index += 1
  }

  /// Code up to the `)` that closes an interpolation, when `closing` is set, or the end.
  private mutating func scanCode(until closing: Character?) {
    var depth = 0
    while let character = peek() {
      if starts(with: "//") {
        while peek().map({ $0 != "\n" }) == true { blank() }
      } else if starts(with: "/*") {
        scanBlockComment()
      } else if character == "#" || character == "\"" {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        guard peek(hashes) == "\"" else { keep(); continue }
        scanString(hashes: hashes)
      } else if character == "(" {
        depth += 1
        keep()
      } else if character == ")" {
        if depth == 0, closing == ")" { return }
        depth -= 1
        keep()
      } else {
        keep()
      }
    }
  }

  private mutating func scanBlockComment() {
    var depth = 0
    while peek() != nil {
      if starts(with: "/*") {
        depth += 1
        blank(); blank()
      } else if starts(with: "*/") {
        depth -= 1
        blank(); blank()
        if depth == 0 { return }
      } else {
        blank()
      }
    }
  }

  /// A string literal from its opening `#…"` or `"""`: its text blanked, its interpolations
  /// scanned as code.
  private mutating func scanString(hashes: Int) {
    for _ in 0..<hashes { blank() }
    let isMultiline = starts(with: "\"\"\"")
    let quote = isMultiline ? "\"\"\"" : "\""
    for _ in 0..<quote.count { blank() }
    let terminator = quote + String(repeating: "#", count: hashes)
    let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
    while peek() != nil {
      if starts(with: terminator) {
        for _ in 0..<terminator.count { blank() }
        return
      } else if starts(with: interpolation) {
        for _ in 0..<interpolation.count { blank() }
        scanCode(until: ")")
        if peek() != nil { blank() }
      } else if hashes == 0, peek() == "\\" {
        blank()
        if peek() != nil { blank() }
      } else {
        blank()
      }
    }
  }
}
