import Foundation
import Glibc
import PlaygroundTestSupport
import Testing

/// A long `undo` on a terminal: a progress line while it replays, and Ctrl-C cancels it,
/// leaving the session where it was. Each step waits for the text it expects; the timeouts only
/// turn a hang into a failure.
@Suite(.serialized) struct ReplayProgressTests {
  @Test func aLongUndoShowsItsProgressAndControlCCancelsIt() async throws {
    let shell = try PlaygroundShell(["timers"])
    try await shell.run("send .startStopTapped", expecting: "+   isRunning: true", prompt: "timers> ")
    // A day of ticks a step: seconds of work each in a debug build, replayed by undo.
    for day in 1...4 {
      try await shell.run("advance 24h", expecting: "+   seconds: \(day * 86_400)", prompt: "timers> ")
    }
    try await shell.run("undo", expecting: "replaying step ", prompt: "timers> ")
    try await shell.terminal.waitFor("; Ctrl-C cancels")
    try shell.terminal.send("\u{3}")
    try await shell.terminal.waitFor("error: interrupted: the replay stopped, and the session is where it was, at step 5 of 5")
    try await shell.run("state", expecting: "seconds: 345600", prompt: "timers> ")
    try await shell.run("history", expecting: ">    5  345600s", prompt: "timers> ")
  }
}
