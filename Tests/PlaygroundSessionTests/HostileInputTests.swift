import Testing

/// Inputs the fuzz test and hands-on testing found breaking the one-line-error rule, or the
/// shell itself: each is a regression test.
@MainActor
struct HostileInputTests {
  @Test(arguments: [
    String(repeating: ".a(", count: 3_000),
    ".stepperChanged(" + String(repeating: "[", count: 3_000),
    "\\" + String(repeating: ".a", count: 3_000),
    "\\.a" + String(repeating: "[id: 0]", count: 3_000),
  ])
  func deepNestingIsOneErrorNamingTheColumn(_ argument: String) async throws {
    let output = try await transcript("counter", ["send \(argument)", "state"])
    let lines = output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[1].hasPrefix("error: the action nests deeper than 100 levels (column "))
    #expect(lines[3] == "Counter.State(count: 0)")
  }

  @Test func nestingUpToTheLimitIsParsed() async throws {
    let output = try await transcript("counter", ["send " + String(repeating: ".a(", count: 99) + ".b" + String(repeating: ")", count: 99)])
    #expect(output.hasSuffix("error: Counter.Action has no case .a; its cases are .decrementButtonTapped, .incrementButtonTapped (column 6)\n"))
  }

  @Test func aLineBreakInAQuotedLiteralIsEscapedInTheError() async throws {
    let output = try await transcript("counter", ["send \"a\\nb\"", "help x\u{0C}y"])
    #expect(output == """
      counter> send "a\\nb"
      error: expected an action such as .name or .name(value), found "a\\u{a}b" (column 6)
      counter> help x\\u{c}y
      error: no command 'x\\u{c}y' (column 6)

      """)
  }

  @Test func aControlCharacterStaysInTheCommandNameTheErrorQuotes() async throws {
    let output = try await transcript("counter", ["\u{17}\u{0C}abc", "snd .incrementButtonTapped"])
    #expect(output == """
      counter> \\u{17}\\u{c}abc
      error: unknown command '\\u{17}\\u{c}abc'; type 'help' for the list
      counter> snd .incrementButtonTapped
      error: unknown command 'snd'; type 'help' for the list; did you mean send?

      """)
  }

  @Test func aTrailingCarriageReturnIsNotPartOfTheCommand() async throws {
    let output = try await transcript("counter", ["state\r"])
    #expect(output == "counter> state\nCounter.State(count: 0)\n")
  }

  /// The echo line escapes an escape byte as the error line does, so neither a terminal nor
  /// a transcript receives an escape sequence from what was typed.
  @Test func anEscapeByteIsEscapedInTheEchoAsInTheError() async throws {
    let output = try await transcript("counter", ["send .\u{1B}[31mincrement"])
    #expect(!output.contains("\u{1B}"))
    #expect(output.hasPrefix("counter> send .\\u{1b}[31mincrement\nerror: "))
    #expect(output.contains("\\u{1b}"))
  }

  @Test func negativeDurationsAreNotAllowed() async throws {
    let output = try await transcript("counter", ["advance -1s"])
    #expect(output.hasSuffix("error: negative durations are not allowed: the virtual clock only moves forward (column 9)\n"))
  }

  @Test func anUnknownPropertyListsTheFewThereAre() async throws {
    let output = try await transcript("timers", ["state secondsd", "state zzz"])
    #expect(output.contains("error: Stopwatch.State has no property 'secondsd' (column 7); did you mean seconds?\n"))
    #expect(output.contains("error: Stopwatch.State has no property 'zzz'; its properties are isRunning, seconds (column 7)\n"))
  }
}
