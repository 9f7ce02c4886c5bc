import Foundation
import Glibc
import PlaygroundTestSupport
import Testing

/// The real `tca-playground` binary through a pseudo-terminal: completion, history across a
/// restart, Ctrl-C and Ctrl-D, colour. Each step waits for the text it expects, so a loaded
/// machine makes the tests slower, never wrong; the timeouts only turn a hang into a failure.
@Suite(.serialized) struct PlaygroundShellTests {
  @Test func tabCompletesTheCommandThenTheAction() async throws {
    let shell = try PlaygroundShell()
    try await shell.terminal.waitFor("counter> ")
    let screen = try await shell.type("sen\t", showing: "counter> send")
    #expect(screen.cursorColumn == 14)  // after the space
    try await shell.type(".inc\t", showing: "counter> send .incrementButtonTapped")
    try await shell.enter(expecting: "+ Counter.State(count: 1)")
  }

  /// File names after `:load`, through libedit: a folder with its `/`, then a file in it.
  @Test func tabCompletesAFileNameAfterLoad() async throws {
    // The shell starts in this process's folder, the package's, which holds `Transcripts/`.
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    try #require(FileManager.default.fileExists(atPath: here.appendingPathComponent("Transcripts/counter/basics.transcript").path))
    let shell = try PlaygroundShell()
    try await shell.terminal.waitFor("counter> ")
    try await shell.type(":load Transc\t", showing: "counter> :load Transcripts/")
    try await shell.type("cou\t", showing: "counter> :load Transcripts/counter/")
    try await shell.type("ba\t", showing: "counter> :load Transcripts/counter/basics.transcript")
    try await shell.enter(expecting: "loaded counter: Counter")
  }

  /// The welcome says once what the lessons run on, and where the differences from TCA are.
  @Test func theWelcomeSaysTheLessonsRunOnThePlaygroundsOwnRuntime() async throws {
    let shell = try PlaygroundShell(columns: 160)
    let screen = try await shell.terminal.waitForScreen("the welcome, then the prompt") { $0.cursorLine.hasPrefix("counter>") }
    let welcome = screen.lines.joined(separator: "\n")
    #expect(welcome.contains("The lessons run on the playground's own runtime with TCA's API shape (TCA itself does not"))
    #expect(welcome.contains("build on Linux); docs/tca-compatibility.md lists where the two differ."))
  }

  @Test func tabListsSeveralCandidatesUnderTheLine() async throws {
    let shell = try PlaygroundShell()
    try await shell.terminal.waitFor("counter> ")
    try shell.terminal.send("send .\t")
    let screen = try await shell.terminal.waitForScreen("the candidates, then the line again") {
      $0.lines.contains(".decrementButtonTapped  .incrementButtonTapped") && $0.cursorLine == "counter> send ."
    }
    #expect(screen.cursorRow > screen.lines.firstIndex(of: ".decrementButtonTapped  .incrementButtonTapped")!)
  }

  @Test func upRecallsTheLastCommandAfterARestartFromAPrivateFile() async throws {
    let home = try TemporaryFolder()
    do {
      let first = try PlaygroundShell(stateHome: home)
      try await first.run("send .incrementButtonTapped", expecting: "+ Counter.State(count: 1)")
      #expect(try await first.endWithControlD() == .exited(0))
    }
    let file = PlaygroundShell.historyFile(in: home)
    #expect(try String(contentsOf: file, encoding: .utf8) == "send .incrementButtonTapped\n")
    #expect(try fileMode(file) == 0o600)
    let second = try PlaygroundShell(stateHome: home)
    try await second.terminal.waitFor("counter> ")
    try await second.type("\u{1B}[A", showing: "counter> send .incrementButtonTapped")
    try await second.enter(expecting: "+ Counter.State(count: 1)")
  }

  @Test func unusableHistoryIsOneWarning() async throws {
    let home = try TemporaryFolder()
    // A file where the history folder should be: history can be neither read nor saved.
    try Data().write(to: home.url.appendingPathComponent("tca-playground"))
    let shell = try PlaygroundShell(stateHome: home)
    try await shell.terminal.waitFor("warning: cannot read history file")
    for _ in 1...2 {
      try await shell.run("state", expecting: "Counter.State(count: 0)")
    }
    #expect(try await shell.endWithControlD() == .exited(0))
    #expect(strippingANSI(shell.terminal.rawOutput).components(separatedBy: "warning:").count == 2)
  }

  @Test func controlCAtThePromptClearsTheLineAndTheShellStays() async throws {
    let shell = try PlaygroundShell()
    try await shell.terminal.waitFor("counter> ")
    try await shell.type("send .oops", showing: "counter> send .oops")
    try await shell.type("\u{3}", showing: "counter>")
    try await shell.run("state", expecting: "Counter.State(count: 0)", prompt: "")
    #expect(!strippingANSI(shell.terminal.rawOutput).contains("error:"))
  }

  @Test func controlCDuringRunStopsBetweenTwoActionsAndTheSessionGoesOn() async throws {
    let shell = try PlaygroundShell(["timers"])
    try await shell.run("send .startStopTapped", expecting: "+   isRunning: true", prompt: "timers> ")
    try await shell.run("run", expecting: "received action:", prompt: "timers> ")
    let pressed = ContinuousClock.now
    try shell.terminal.send("\u{3}")
    try await shell.terminal.waitFor("warning: run interrupted at ")
    try await shell.terminal.waitFor("s of virtual time")
    try await shell.terminal.waitFor("timers> ")
    // Generous: only a hang fails.
    #expect(ContinuousClock.now - pressed < .seconds(5))
    try await shell.run("effects", expecting: "#1 from Stopwatch.Action.startStopTapped", prompt: "")
    try await shell.run("send .startStopTapped", expecting: "+   isRunning: false", prompt: "timers> ")
  }

  @Test func controlDExitsWithStatusZeroAfterTheEndOfSessionNotices() async throws {
    let shell = try PlaygroundShell(["timers"])
    try await shell.terminal.waitFor("timers> ")
    try shell.terminal.send("send .startStopTapped\r")
    try await shell.terminal.waitFor("timers> ")
    try shell.terminal.send("\u{4}")
    try await shell.terminal.waitFor("is still running")
    #expect(try await shell.waitForExit() == .exited(0))
  }

  @Test func colourOnATerminal() async throws {
    let shell = try PlaygroundShell()
    try await shell.run("send .incrementButtonTapped", expecting: "+ Counter.State(count: 1)")
    try await shell.run("send .oops", expecting: "error:", prompt: "")
    try await shell.terminal.waitFor("counter> ")
    let raw = shell.terminal.rawOutput
    #expect(raw.contains("\u{1B}[1;34mcounter>\u{1B}[0m "))
    #expect(raw.contains("\u{1B}[31m- Counter.State(count: 0)\u{1B}[0m"))
    #expect(raw.contains("\u{1B}[32m+ Counter.State(count: 1)\u{1B}[0m"))
    #expect(raw.contains("\u{1B}[1;31merror: Counter.Action has no case .oops"))
  }

  @Test(arguments: [
    (["counter"], ["NO_COLOR": "1"]),
    (["counter", "--no-color"], [:]),
  ])
  func noColourWhenAskedNot(arguments: [String], environment: [String: String]) async throws {
    let shell = try PlaygroundShell(arguments, environment: environment)
    try await shell.run("send .incrementButtonTapped", expecting: "+ Counter.State(count: 1)")
    try await shell.run("send .oops", expecting: "error:", prompt: "")
    try await shell.terminal.waitFor("counter> ")
    #expect(!containsColour(shell.terminal.rawOutput))
  }

  @Test func editsUTF8ByCharacter() async throws {
    let shell = try PlaygroundShell()
    try await shell.terminal.waitFor("counter> ")
    // Backspace removes the "x", then "ë" is whole: two UTF-8 bytes, one character.
    try shell.terminal.send("load Zoëx\u{7F}\r")
    try await shell.terminal.waitFor("error: unknown lesson 'Zoë'")
  }

  /// Whether `text` holds an SGR escape sequence (`ESC [ … m`), which sets colours.
  private func containsColour(_ text: String) -> Bool {
    text.range(of: "\u{1B}\\[[0-9;]*m", options: .regularExpression) != nil
  }
}
