import Foundation
import PlaygroundTestSupport
import Testing

/// `:reload` in the built binary where no build runs: its arguments, a missing package, and
/// `--watch` ended by Ctrl-C. The binary's package is this one, which watching only reads.
@Suite struct ReloadCommandTests {
  @Test func takesWatchOrNothing() async throws {
    let output = try await run(["counter"], input: ":reload now\nstate\n")
    #expect(output == [
      "counter> :reload now",
      "error: :reload takes --watch or nothing, found 'now'",
      "counter> state",
      "Counter.State(count: 0)",
    ])
  }

  @Test func aPackageWithoutAManifestIsOneLine() async throws {
    let folder = try TemporaryFolder()
    let output = try await run(["counter", "--package", folder.url.path], input: ":reload\n")
    #expect(output == [
      "counter> :reload",
      "error: :reload needs the playground's package, and --package \(folder.url.path) has no Package.swift",
    ])
  }

  @Test func helpListsIt() async throws {
    let output = try await run(["counter"], input: "help :reload\n")
    #expect(output.contains("  :reload --watch   the same whenever a Swift file under Lessons/ changes, until Ctrl-C"))
  }

  /// Its limit covers its three waits of up to 30 s each and the end: a hang guard, not a
  /// speed check. One minute was less than the waits, and a fresh clone's `make test`, whose
  /// two integration tests build their copies beside it, ran past it.
  @Test(.timeLimit(.minutes(3))) func ctrlCEndsWatchingAndTheSessionGoesOn() async throws {
    let state = try TemporaryFolder()
    let session = try PipedSession(
      binary: try BuiltProgram.checkedURL(), arguments: ["counter"], environment: ["XDG_STATE_HOME": state.url.path]
    )
    try session.send("send .incrementButtonTapped")
    try session.send(":reload --watch")
    try session.send("state")
    try await session.waitFor(seconds: 30) { $0 == "counter> :reload --watch" }
    let watching = Date().addingTimeInterval(30)
    while !session.errorOutput.contains(where: { $0.hasPrefix("watching Lessons/") }), Date() < watching {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(session.output.last == "counter> :reload --watch", "nothing runs while watching")
    session.interrupt()
    try await session.waitFor(seconds: 30) { $0 == "Counter.State(count: 1)" }
    #expect(try await session.finish() == 0)
    #expect(session.errorOutput == [
      "watching Lessons/ for changes to Swift files; Ctrl-C stops",
      "stopped watching",
    ])
  }

  private func run(_ arguments: [String], input: String) async throws -> [String] {
    let state = try TemporaryFolder()
    let session = try PipedSession(
      binary: try BuiltProgram.checkedURL(), arguments: arguments, environment: ["XDG_STATE_HOME": state.url.path]
    )
    for line in input.split(separator: "\n") { try session.send(String(line)) }
    _ = try await session.finish()
    return session.output
  }
}
