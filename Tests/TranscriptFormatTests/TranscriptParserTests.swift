import Testing
import TranscriptFormat

struct TranscriptParserTests {
  let lessonIDs = ["counter", "timers"]

  func parse(_ text: String) throws(TranscriptError) -> Transcript {
    try TranscriptParser.parse(Array(text.utf8), path: "t.transcript", lessonIDs: lessonIDs)
  }

  /// A command's control characters are written escaped, as its echo shows them, and read
  /// back as the characters; other `\u{…}` spellings, such as one in a string literal, stay.
  @Test func aCommandsControlCharactersRoundTripEscaped() throws {
    let transcript = try parse("""
      counter> send .\\u{1b}[31mx("\\u{1B}", "\\u{41}", "\\u{01b}")

      """)
    let command = #"send .\#u{1B}[31mx("\u{1B}", "\u{41}", "\u{01b}")"#
    #expect(transcript.commands == [command])
    #expect(transcript.lines.map(\.text) == [#"counter> send .\u{1b}[31mx("\u{1B}", "\u{41}", "\u{01b}")"#])
  }

  @Test func readsCommandsOutputCommentsAndWildcards() throws {
    let transcript = try parse("""
      # A header comment.
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      #
      + Counter.State(count: [..])
      counter> load timers
      ...
      timers> effects
      #1 from Stopwatch.Action.startStopTapped
      counter>x

      """)
    #expect(transcript.lessonID == "counter")
    #expect(transcript.lineEnding == "\n")
    #expect(transcript.lines == [
      .comment("# A header comment."),
      .command(lessonID: "counter", command: "send .incrementButtonTapped"),
      .output("- Counter.State(count: 0)"),
      .comment("#"),
      .output("+ Counter.State(count: [..])"),
      .command(lessonID: "counter", command: "load timers"),
      .anyLines,
      .command(lessonID: "timers", command: "effects"),
      .output("#1 from Stopwatch.Action.startStopTapped"),
      .output("counter>x"),
    ])
    #expect(transcript.commands == ["send .incrementButtonTapped", "load timers", "effects"])
    #expect(transcript.lines.map(\.text) == [
      "# A header comment.", "counter> send .incrementButtonTapped", "- Counter.State(count: 0)", "#",
      "+ Counter.State(count: [..])", "counter> load timers", "...", "timers> effects",
      "#1 from Stopwatch.Action.startStopTapped", "counter>x",
    ])
  }

  @Test func acceptsCRLFAndAMissingFinalNewline() throws {
    let crlf = try parse("counter> state\r\nCounter.State(count: 0)\r\n")
    let bare = try parse("counter> state\nCounter.State(count: 0)")
    #expect(crlf.lines == bare.lines)
    #expect(crlf.lines == [.command(lessonID: "counter", command: "state"), .output("Counter.State(count: 0)")])
    #expect(crlf.lineEnding == "\r\n")
    #expect(bare.lineEnding == "\n")
  }

  @Test func keepsEmptyOutputLinesButNotTheFinalLineBreak() throws {
    let transcript = try parse("counter> help\n\nx\n\n")
    #expect(transcript.lines == [.command(lessonID: "counter", command: "help"), .output(""), .output("x"), .output("")])
  }

  @Test func invalidUTF8NamesTheFileAndLine() {
    var bytes = Array("counter> state\nCounter.State(".utf8)
    bytes += [0xC3, 0x28]
    bytes += Array(")\n".utf8)
    #expect(throws: TranscriptError(path: "t.transcript", line: 2, message: "invalid UTF-8; a transcript is UTF-8 text")) {
      try TranscriptParser.parse(bytes, path: "t.transcript", lessonIDs: lessonIDs)
    }
  }

  @Test func anUnknownLessonInAPromptNamesTheLessons() {
    #expect(throws: TranscriptError(
      path: "t.transcript", line: 3,
      message: "unknown lesson 'countr' in the prompt; the lessons are counter, timers; did you mean counter?"
    )) {
      try parse("counter> state\nCounter.State(count: 0)\ncountr> state\n")
    }
  }

  @Test func outputBeforeTheFirstCommandIsAnError() throws {
    let error = try #require(throws: TranscriptError.self) { try parse("# fine\nhello\ncounter> state\n") }
    #expect(error.line == 2)
    #expect(error.description.hasPrefix("t.transcript:2: output before the first command"))
  }

  @Test func aFileWithoutCommandsIsAnError() throws {
    let comments = try #require(throws: TranscriptError.self) { try parse("# only\n# comments\n") }
    #expect(comments.line == 2)
    #expect(comments.message.hasPrefix("no command"))
    let empty = try #require(throws: TranscriptError.self) { try parse("") }
    #expect(empty.line == 1)
  }
}
