import Glibc
import Testing

@Suite struct PseudoTerminalTests {
  @Test func catEchoesWhatIsTypedAndEndsOnControlD() throws {
    let terminal = try PseudoTerminal()
    let pid = try terminal.spawn("/bin/cat")
    try terminal.send("hello\r")
    try terminal.waitFor("hello")  // the terminal's echo
    try terminal.waitFor("hello")  // cat's copy
    try terminal.send("\u{4}")
    #expect(try terminal.waitForExit(pid) == .exited(0))
  }

  @Test func childSeesTheTerminalItsSizeAndItsEnvironment() throws {
    let terminal = try PseudoTerminal(rows: 30, columns: 100)
    let script = #"test -t 0 && test -t 1 && echo "tty $(stty size) $GREETING""#
    let pid = try terminal.spawn(
      "/bin/sh", arguments: ["-c", script],
      environment: ["GREETING": "hi", "PATH": "/usr/bin:/bin"])
    try terminal.waitFor("tty 30 100 hi")
    #expect(try terminal.waitForExit(pid) == .exited(0))
  }

  @Test func controlCReachesTheChildAsSIGINT() throws {
    let terminal = try PseudoTerminal()
    let script = #"trap 'echo caught; exit 3' INT; echo ready; while :; do sleep 0.1; done"#
    let pid = try terminal.spawn(
      "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"])
    try terminal.waitFor("ready")
    try terminal.send("\u{3}")
    try terminal.waitFor("caught")
    #expect(try terminal.waitForExit(pid) == .exited(3))
  }

  @Test func resizeIsSeenByTheChild() throws {
    let terminal = try PseudoTerminal()
    try terminal.resize(rows: 10, columns: 42)
    let pid = try terminal.spawn(
      "/bin/sh", arguments: ["-c", "stty size"], environment: ["PATH": "/usr/bin:/bin"])
    try terminal.waitFor("10 42")
    #expect(try terminal.waitForExit(pid) == .exited(0))
  }

  @Test func waitForReportsWhatCameInsteadWhenTheTextNeverShows() throws {
    let terminal = try PseudoTerminal()
    let pid = try terminal.spawn("/bin/sh", arguments: ["-c", "echo something else"])
    #expect(try terminal.waitForExit(pid) == .exited(0))
    let error = #expect(throws: PseudoTerminal.Timeout.self) {
      try terminal.waitFor("never printed", timeout: .milliseconds(200))
    }
    #expect(error?.seen.contains("something else") == true)
  }

  @Test func strippingANSIKeepsOnlyVisibleText() {
    let colored = "\u{1B}[1;34mcounter> \u{1B}[0mse\u{1B}[K\u{1B}]0;title\u{7}nd\u{1B}7 "
    #expect(strippingANSI(colored) == "counter> send ")
    #expect(strippingANSI("cut off \u{1B}[1;3") == "cut off ")
  }
}
