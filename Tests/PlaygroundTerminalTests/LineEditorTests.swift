import Foundation
import Glibc
import Testing

import PlaygroundTestSupport
@testable import PlaygroundTerminal

extension TerminalSignalTests {
  /// `LineEditor` end to end: real libedit on a real pseudo-terminal, keys in, lines out.
  @Suite struct LineEditorTests {
    @Test func returnsTheTypedLine() async throws {
      let harness = try EditorHarness()
      #expect(
        try await harness.read("send .incrementButtonTapped\r") == .line("send .incrementButtonTapped"))
    }

    @Test func successiveReadsMayComeFromDifferentThreads() async throws {
      // As from a serial DispatchQueue, which runs each call on whichever worker is free.
      let harness = try EditorHarness()
      #expect(try await harness.read("first\r") == .line("first"))
      let otherThread = EditorThread()
      defer { otherThread.stop() }
      let pending = try await harness.startReading(on: otherThread)
      try harness.terminal.send("\u{1B}[A\r")
      #expect(try pending.result() == .line("first"))
    }

    @Test func editsUTF8ByCharacter() async throws {
      let harness = try EditorHarness()
      // Backspace removes all of "ë", not one of its two UTF-8 bytes.
      #expect(try await harness.read("Zoë\u{7F}e!\r") == .line("Zoe!"))
    }

    @Test func emacsKeysMoveAndDelete() async throws {
      let harness = try EditorHarness()
      // Ctrl-A to the start, Ctrl-E to the end, Ctrl-W deletes a word.
      #expect(try await harness.read("bc\u{1}a\u{5}d junk\u{17}\r") == .line("abcd "))
    }

    @Test func tabCompletesAUniqueCandidate() async throws {
      let harness = try EditorHarness { line in
        switch line {
        case "se": Completion(candidates: ["send "], replacing: 2)
        case "send .inc": Completion(candidates: [".incrementButtonTapped"], replacing: 4)
        default: .none
        }
      }
      let pending = try await harness.startReading()
      try harness.terminal.send("se\t")
      try await harness.terminal.waitForCursorLine("counter> send")
      try harness.terminal.send(".inc\t")
      try await harness.terminal.waitForCursorLine("counter> send .incrementButtonTapped")
      try harness.terminal.send("\r")
      #expect(try pending.result() == .line("send .incrementButtonTapped"))
    }

    @Test func tabExtendsToTheCommonPrefixThenListsTheCandidates() async throws {
      let harness = try EditorHarness { line in
        let candidates = ["state ", "stats "].filter { $0.hasPrefix(line) }
        return Completion(candidates: candidates, replacing: line.count)
      }
      let pending = try await harness.startReading()
      try harness.terminal.send("s\t")
      try await harness.terminal.waitForCursorLine("counter> stat")
      try harness.terminal.send("\t")
      // The list below the line, then the prompt and line drawn again under it.
      let screen = try await harness.terminal.waitForScreen("the list and the line again") {
        $0.lines.count == 3 && $0.cursorLine == "counter> stat"
      }
      #expect(screen.lines == ["counter> stat", "state  stats", "counter> stat"])
      #expect(screen.cursorRow == 2 && screen.cursorColumn == 13)
      try harness.terminal.send("e\r")
      #expect(try pending.result() == .line("state"))
    }

    @Test func listingFitsTheTerminalWidth() async throws {
      let words = ["alpha", "bravo", "charlie", "delta"]
      let harness = try EditorHarness(columns: 20) { _ in
        Completion(candidates: words, replacing: 0)
      }
      let pending = try await harness.startReading()
      try harness.terminal.send("\t")
      // Nine columns per word: two fit in 20 columns, filled top to bottom.
      let screen = try await harness.terminal.waitForScreen("the list") {
        $0.lines.contains("bravo    delta")
      }
      #expect(screen.lines.prefix(3) == ["counter>", "alpha    charlie", "bravo    delta"])
      try harness.terminal.send("\r")
      #expect(try pending.result() == .line(""))
    }

    @Test func listingFollowsAResize() async throws {
      let words = ["alpha", "bravo", "charlie", "delta"]
      let harness = try EditorHarness(columns: 80) { _ in
        Completion(candidates: words, replacing: 0)
      }
      try harness.terminal.resize(rows: 24, columns: 20)
      let pending = try await harness.startReading()
      try harness.terminal.send("\t")
      try await harness.terminal.waitForScreen("the list") { $0.lines.contains("bravo    delta") }
      try harness.terminal.send("\r")
      #expect(try pending.result() == .line(""))
    }

    @Test func completionReplacesWholeCharacters() async throws {
      // The typed "ë" is "e" plus a combining diaeresis: one character, two wide characters.
      let harness = try EditorHarness { line in
        line.hasSuffix("Zoe\u{308}") ? Completion(candidates: ["Zoë!"], replacing: 3) : .none
      }
      #expect(try await harness.read("name Zoe\u{308}\t\r") == .line("name Zoë!"))
    }

    @Test func tabWithNothingToOfferLeavesTheLine() async throws {
      let harness = try EditorHarness()
      #expect(try await harness.read("xyz\t\r") == .line("xyz"))
    }

    @Test func controlCAbandonsTheLineAndTheNextReadStartsEmpty() async throws {
      let harness = try EditorHarness()
      let pending = try await harness.startReading()
      try harness.terminal.send("send .oops\u{2}\u{2}")  // cursor moved back: ^C still goes last
      try harness.terminal.send("\u{3}")
      #expect(try pending.result() == .interrupted)
      #expect(try await harness.read("state\r") == .line("state"))
      let screen = try await harness.terminal.waitForScreen("the second line") { $0.lines.count >= 3 }
      #expect(screen.lines == ["counter> send .oops^C", "counter> state", ""])
    }

    @Test func controlDOnAnEmptyLineEndsInput() async throws {
      let harness = try EditorHarness()
      #expect(try await harness.read("\u{4}") == .endOfInput)
    }

    @Test func controlDAfterTextDoesNotEndInput() async throws {
      let harness = try EditorHarness()
      #expect(try await harness.read("ab\u{4}\r") == .line("ab"))
    }

    @Test func upRecallsEarlierLines() async throws {
      let harness = try EditorHarness()
      #expect(try await harness.read("first\r") == .line("first"))
      #expect(try await harness.read("second\r") == .line("second"))
      #expect(try await harness.read("\u{1B}[A\u{1B}[A\r") == .line("first"))
    }

    @Test func controlRSearchesHistoryBackwards() async throws {
      let harness = try EditorHarness()
      #expect(try await harness.read("send .alpha\r") == .line("send .alpha"))
      #expect(try await harness.read("send .beta\r") == .line("send .beta"))
      let pending = try await harness.startReading()
      try harness.terminal.send("\u{12}alp")
      try await harness.terminal.waitForScreen("the match") { $0.cursorLine.hasSuffix("send .alpha") }
      try harness.terminal.send("\r")
      #expect(try pending.result() == .line("send .alpha"))
    }

    @Test func historySurvivesARestartInAPrivateFile() async throws {
      let directory = try TemporaryFolder()
      let file = directory.url.appendingPathComponent("state/tca-playground/history")
      do {
        let first = try EditorHarness(historyFile: file)
        #expect(
          try await first.read("send .incrementButtonTapped\r") == .line("send .incrementButtonTapped"))
        #expect(first.editor.historyError == nil)
      }
      #expect(try String(contentsOf: file, encoding: .utf8) == "send .incrementButtonTapped\n")
      #expect(try fileMode(file) == 0o600)
      let second = try EditorHarness(historyFile: file)
      #expect(try await second.read("\u{1B}[A\r") == .line("send .incrementButtonTapped"))
    }

    @Test func emptyAndRepeatedLinesStayOutOfHistory() async throws {
      let directory = try TemporaryFolder()
      let file = directory.url.appendingPathComponent("history")
      let harness = try EditorHarness(historyFile: file)
      for keys in ["a\r", "b\r", "b\r", "   \r", "\r", "abandoned\u{3}"] {
        _ = try await harness.read(keys)
      }
      #expect(try String(contentsOf: file, encoding: .utf8) == "a\nb\n")
      #expect(try await harness.read("\u{1B}[A\u{1B}[A\r") == .line("a"))
    }

    @Test func unwritableHistoryIsReportedAndEditingGoesOn() async throws {
      let directory = try TemporaryFolder()
      let blocker = directory.url.appendingPathComponent("not-a-directory")
      try Data().write(to: blocker)
      let harness = try EditorHarness(historyFile: blocker.appendingPathComponent("history"))
      #expect(try await harness.read("still works\r") == .line("still works"))
      #expect(harness.editor.historyError?.path.hasPrefix(blocker.path) == true)
    }

    @Test func colouredPromptKeepsItsEscapesOutOfTheWidth() async throws {
      let harness = try EditorHarness()
      let pending = try await harness.startReading(promptColor: ANSIStyle.prompt.escape)
      // Moving to the start of the line puts the cursor right after the nine visible columns
      // of the prompt; counting the escape sequences would put it further right.
      try harness.terminal.send("bc\u{1}")
      try await harness.terminal.waitForScreen("cursor after the prompt") { $0.cursorColumn == 9 }
      try harness.terminal.send("a\r")
      #expect(try pending.result() == .line("abc"))
      let raw = harness.terminal.rawOutput
      #expect(raw.contains("\u{1B}[1;34mcounter>\u{1B}[0m "))
      #expect(!raw.contains("\u{1}"))
    }

    @Test func plainPromptHasNoEscapes() async throws {
      let harness = try EditorHarness()
      let pending = try await harness.startReading()
      try harness.terminal.send("x\r")
      #expect(try pending.result() == .line("x"))
      #expect(!harness.terminal.rawOutput.contains("\u{1B}[1;34m"))
    }
  }
}
