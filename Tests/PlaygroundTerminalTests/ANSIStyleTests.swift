import PlaygroundTerminal
import Testing

@Suite struct ANSIStyleTests {
  @Test func paintWrapsTextInTheStyleAndAReset() {
    #expect(paint("+   count: 1", .added) == "\u{1B}[32m+   count: 1\u{1B}[0m")
    #expect(paint("-   count: 0", .removed) == "\u{1B}[31m-   count: 0\u{1B}[0m")
  }

  @Test func paintStylesEachLineOnItsOwnAndLeavesEmptyLinesAlone() {
    #expect(
      paint("received action:\n\n  Stopwatch.Action.secondPassed", .header)
        == "\u{1B}[1;36mreceived action:\u{1B}[0m\n\n\u{1B}[1;36m  Stopwatch.Action.secondPassed\u{1B}[0m"
    )
    #expect(paint("", .error) == "")
  }

  @Test func everyStyleIsADistinctSGRSequence() {
    let escapes = ANSIStyle.allCases.map(\.escape)
    #expect(Set(escapes).count == ANSIStyle.allCases.count)
    for escape in escapes {
      #expect(escape.hasPrefix("\u{1B}[") && escape.hasSuffix("m"))
      #expect(escape.dropFirst(2).dropLast().allSatisfy { $0.isNumber || $0 == ";" })
    }
  }
}
