import Glibc
import Testing

@Suite struct PseudoTerminalTests {
  @Test func catEchoesWhatIsTypedAndEndsOnControlD() async throws {
    let terminal = try PseudoTerminal()
    let pid = try terminal.spawn("/bin/cat")
    try terminal.send("hello\r")
    try await terminal.waitFor("hello")  // the terminal's echo
    try await terminal.waitFor("hello")  // cat's copy
    try terminal.send("\u{4}")
    #expect(try await terminal.waitForExit(pid) == .exited(0))
  }

  @Test func childSeesTheTerminalItsSizeAndItsEnvironment() async throws {
    let terminal = try PseudoTerminal(rows: 30, columns: 100)
    let script = #"test -t 0 && test -t 1 && echo "tty $(stty size) $GREETING""#
    let pid = try terminal.spawn(
      "/bin/sh", arguments: ["-c", script],
      environment: ["GREETING": "hi", "PATH": "/usr/bin:/bin"])
    try await terminal.waitFor("tty 30 100 hi")
    #expect(try await terminal.waitForExit(pid) == .exited(0))
  }

  @Test func controlCReachesTheChildAsSIGINT() async throws {
    let terminal = try PseudoTerminal()
    let script = #"trap 'echo caught; exit 3' INT; echo ready; while :; do sleep 0.1; done"#
    let pid = try terminal.spawn(
      "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
    try await terminal.waitFor("ready")
    try terminal.send("\u{3}")
    try await terminal.waitFor("caught")
    #expect(try await terminal.waitForExit(pid) == .exited(3))
  }

  @Test func resizeIsSeenByTheChild() async throws {
    let terminal = try PseudoTerminal()
    try terminal.resize(rows: 10, columns: 42)
    let pid = try terminal.spawn(
      "/bin/sh", arguments: ["-c", "stty size"], environment: ["PATH": "/usr/bin:/bin"])
    try await terminal.waitFor("10 42")
    #expect(try await terminal.waitForExit(pid) == .exited(0))
  }

  @Test func waitForReportsWhatCameInsteadWhenTheTextNeverShows() async throws {
    let terminal = try PseudoTerminal()
    let pid = try terminal.spawn("/bin/sh", arguments: ["-c", "echo something else"])
    #expect(try await terminal.waitForExit(pid) == .exited(0))
    let error = await #expect(throws: PseudoTerminal.Timeout.self) {
      try await terminal.waitFor("never printed", timeout: .milliseconds(200))
    }
    #expect(error?.seen.contains("something else") == true)
  }

  @Test func strippingANSIKeepsOnlyVisibleText() {
    let colored = "\u{1B}[1;34mcounter> \u{1B}[0mse\u{1B}[K\u{1B}]0;title\u{7}nd\u{1B}7 "
    #expect(strippingANSI(colored) == "counter> send ")
    #expect(strippingANSI("cut off \u{1B}[1;3") == "cut off ")
  }
}
