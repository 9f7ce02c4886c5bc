import Foundation
import PlaygroundText
import PropertyBased
import Testing

/// The shell's own trimming gives what Foundation's `trimmingCharacters(in:)` gives, which it
/// replaces on every command's line.
@Suite struct TrimmingTests {
  /// Spaces of every kind, line breaks, and scalars next to them that are not trimmed: a
  /// combining mark, a zero-width space (Cf, not Zs), a control character, letters.
  private static let alphabet: [Unicode.Scalar] = [
    " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}", "\u{200A}",
    "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}", "\u{FEFF}", "\u{301}",
    "\u{1B}", "\u{0}", "a", "é", "🙂", ".", "#",
  ]

  @Test(arguments: [
    "", " ", "  send .x  ", "\tadvance 1s\t", "\r\n", " \u{301}x", "x\u{301} ", "\u{A0}a\u{3000}",
    "\u{200B} a \u{200B}", "a\u{85}", "\u{2028}b\u{2029}", "🙂 ", "\u{1B}[A ",
  ])
  func matchesFoundation(_ text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
    #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test func matchesFoundationOnRandomTextOfSpacesAndOtherScalars() async {
    let text = Gen.int(in: 0...(Self.alphabet.count - 1)).array(of: 0...8)
      .map { indices in String(String.UnicodeScalarView(indices.map { Self.alphabet[$0] })) }
    await propertyCheck(count: 2_000, input: text) { text in
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
      #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  @Test func aSubstringIsTrimmedAsItsText() {
    let line = "load  counter  "
    #expect(line.dropFirst(4).trimmingWhitespace() == "counter")
  }
}
