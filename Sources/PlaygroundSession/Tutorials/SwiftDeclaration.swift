import Foundation
import PlaygroundText

/// Finds a declaration in a lesson's Swift file by name, for a tutorial's
/// `- source: File.swift#name`, so the real source needs no markers: `State`, `body`,
/// `CancelID`, `clock` (`@Dependency(\.continuousClock) var clock`), or `timerTicked` (the
/// `case .timerTicked:` arm of a switch). A dotted name looks inside the declaration before
/// the dot: `Timers.body`.
///
/// A declaration spans its braces, counted outside string literals and comments; a switch
/// arm runs to the next line indented no deeper than its `case`; anything else is one line.
/// The doc comments and attributes just above it belong to it.
enum SwiftDeclaration {
  /// Line indices, from 0, of the first declaration with the dotted `name`, or `nil`.
  static func lines(of name: String, in source: [Substring]) -> ClosedRange<Int>? {
    var range = source.indices.isEmpty ? nil : source.startIndex...(source.endIndex - 1)
    for component in name.split(separator: ".") {
      guard let within = range, let found = find(String(component), in: source, within: within) else {
        return nil
      }
      range = found
    }
    return range
  }

  private static let keywords: Set<Substring> = [
    "actor", "case", "class", "enum", "extension", "func", "let", "protocol", "struct", "typealias", "var",
  ]

  private static func find(_ name: String, in source: [Substring], within outer: ClosedRange<Int>) -> ClosedRange<Int>? {
    for index in outer {
      let tokens = identifiers(in: code(of: source[index]))
      let declares = tokens.indices.contains { position in
        guard keywords.contains(tokens[position]) else { return false }
        var next = position + 1
        if tokens[position] == "case", next < tokens.count, tokens[next] == "let" || tokens[next] == "var" { next += 1 }
        return next < tokens.count && tokens[next] == name
      }
      if declares {
        return leadingComments(above: index, in: source)...end(of: index, in: source, limit: outer.upperBound)
      }
    }
    return nil
  }

  private static func end(of index: Int, in source: [Substring], limit: Int) -> Int {
    let code = code(of: source[index]).trimmingWhitespace()
    if code.hasPrefix("case "), code.hasSuffix(":") {
      let indent = indentation(of: source[index])
      var last = index
      var next = index + 1
      while next <= limit {
        let line = source[next]
        if !line.allSatisfy(\.isWhitespace) {
          if indentation(of: line) <= indent { break }
          last = next
        }
        next += 1
      }
      return last
    }
    var depth = 0
    for next in index...limit {
      for character in self.code(of: source[next]) {
        if character == "{" { depth += 1 }
        if character == "}" { depth -= 1 }
      }
      if depth <= 0 { return next }
    }
    return limit
  }

  /// The first of the doc comment lines and attribute-only lines (`@Reducer`) just above a
  /// declaration; a line such as `@Dependency(\.continuousClock) var clock` declares
  /// something of its own.
  private static func leadingComments(above index: Int, in source: [Substring]) -> Int {
    var start = index
    while start > 0 {
      let previous = source[start - 1]
      let trimmed = previous.trimmingWhitespace()
      let isAttribute = trimmed.hasPrefix("@") && !identifiers(in: code(of: previous)).contains(where: keywords.contains)
      guard trimmed.hasPrefix("///") || isAttribute else { break }
      start -= 1
    }
    return start
  }

  private static func indentation(of line: Substring) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }

  /// The line without string literal contents and without its comment.
  private static func code(of line: Substring) -> String {
    var result = ""
    var inString = false
    var escaped = false
    var previous: Character?
    for character in line {
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
          result.append(character)
        }
        continue
      }
      if character == "/", previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" { inString = true }
      result.append(character)
      previous = character
    }
    return result
  }

  private static func identifiers(in code: String) -> [Substring] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
