import PlaygroundText
import Testing

/// How an error reads: one valid name is "its only case", and a token the user typed is
/// echoed up to 200 characters.
struct ParseErrorTextTests {
  @Test func oneCandidateIsItsOnlyCase() {
    let error = ParseError.unknownName(
      "LoopPitfall.Action has no case .zzzzzzz", "zzzzzzz", among: ["step"], kind: "cases", sigil: ".", column: 19
    )
    #expect(error.description == "LoopPitfall.Action has no case .zzzzzzz; its only case is .step (column 19)")
  }

  @Test func oneCandidateIsItsOnlyProperty() {
    let error = ParseError.unknownName("Row has no property 'zzzzzzz'", "zzzzzzz", among: ["title"], kind: "properties", column: 3)
    #expect(error.description == "Row has no property 'zzzzzzz'; its only property is title (column 3)")
  }

  @Test func aLongTokenIsEchoedUpTo200Characters() {
    let token = String(repeating: "a", count: 5_000)
    let error = ParseError("unknown lesson '\(token)'", column: 6)
    #expect(error.description == "unknown lesson '\(String(repeating: "a", count: 199))…' (column 6)")
  }
}
