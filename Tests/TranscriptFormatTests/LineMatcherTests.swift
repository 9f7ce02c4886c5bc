import Testing

@testable import TranscriptFormat

struct LineMatcherTests {
  @Test(arguments: [
    ("abc", "abc", true),
    ("abc", "abd", false),
    ("[..]", "", true),
    ("[..]", "anything at all", true),
    ("virtual time: [..] since", "virtual time: 2.75s since", true),
    ("virtual time: [..] since", "virtual time: 2.75s after", false),
    ("[..]s", "2.75s", true),
    ("2[..]", "2.75s", true),
    ("a[..]b[..]c", "a1b2c", true),
    ("a[..]b[..]c", "abc", true),
    ("a[..]b[..]c", "a1c2b", false),
    ("a[..]a", "a", false),
    ("a[..]a", "aa", true),
    ("[..][..]", "x", true),
    ("x[..]", "", false),
  ])
  func bracketsMatchAnyTextWithinALine(pattern: String, line: String, matches: Bool) {
    #expect(LineMatcher.line(line, matches: pattern) == matches)
  }

  func lines(_ patterns: [String]) -> [Transcript.Line] {
    patterns.map { $0 == "..." ? .anyLines : .output($0) }
  }

  @Test func dotsMatchAnyNumberOfLinesAtTheStartMiddleOrEnd() {
    let printed = ["a", "b", "c", "d", "e"]
    #expect(LineMatcher.lines(printed, match: lines(["...", "e"])))
    #expect(LineMatcher.lines(printed, match: lines(["a", "...", "e"])))
    #expect(LineMatcher.lines(printed, match: lines(["a", "..."])))
    #expect(LineMatcher.lines(printed, match: lines(["..."])))
    #expect(LineMatcher.lines([], match: lines(["..."])))
    #expect(LineMatcher.lines(printed, match: lines(["a", "b", "...", "c", "d", "e"])), "none at all")
    #expect(!LineMatcher.lines(printed, match: lines(["...", "d"])))
    #expect(!LineMatcher.lines(printed, match: lines(["b", "..."])))
    #expect(!LineMatcher.lines(printed, match: lines(["a", "...", "f"])))
  }

  @Test func severalDotsFindTheirLinesInOrder() {
    let printed = ["x", "a", "x", "b", "x", "a", "c"]
    #expect(LineMatcher.lines(printed, match: lines(["...", "a", "...", "b", "...", "c"])))
    #expect(LineMatcher.lines(printed, match: lines(["...", "b", "...", "a", "..."])))
    #expect(LineMatcher.lines(printed, match: lines(["...", "...", "c"])))
    #expect(!LineMatcher.lines(printed, match: lines(["...", "c", "...", "a", "..."])))
    #expect(!LineMatcher.lines(printed, match: lines(["x", "...", "a", "...", "a", "...", "a", "..."])))
  }

  @Test func dotsAndBracketsTogether() {
    let printed = ["received action:", "  Stopwatch.Action.secondPassed", "  )", "timers> clock", "virtual time: 5s"]
    #expect(LineMatcher.lines(printed, match: lines(["...", "timers> [..]", "virtual time: [..]"])))
    #expect(!LineMatcher.lines(printed, match: lines(["...", "timers> [..]", "virtual time: 6[..]"])))
  }

  @Test func aCommandMatchesOnlyItsEchoExactly() {
    let command = Transcript.Line.command(lessonID: "counter", command: "send .x[..]")
    #expect(command.matches("counter> send .x[..]"))
    #expect(!command.matches("counter> send .xy"))
  }
}
