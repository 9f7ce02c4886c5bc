/// The words Swift reserves, which can name neither a type nor, unquoted, a registration
/// (`new Default` would register `Lesson.default(_:)`). From The Swift Programming Language,
/// "Lexical Structure": keywords used in declarations, statements, expressions and types, and
/// the ones reserved in particular contexts that a type or a static function cannot take.
enum SwiftKeywords {
  static let all: Set<String> = [
    // Declarations
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while",
    // Expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    // Reserved in contexts where a type's or a member's name stands
    "Protocol", "Type",
  ]
}
