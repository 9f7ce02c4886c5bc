import Foundation
import PlaygroundReload
import PlaygroundTestSupport
import Testing

/// `:reload` as a learner uses it, on a copy of this package (see ``PackageFixture``): a
/// session, an edit to the counter's reducer, `:reload` showing the diff and going on in the
/// new build; then an edit that does not compile, whose error `:reload` prints as the compiler
/// does while the session goes on.
///
/// The first run builds the copy whole (see the README's "Benchmarks" for what it costs);
/// later runs recompile the lessons' module and link.
@Suite(.serialized) struct ReloadIntegrationTests {
  static let counterFile = "Lessons/counter/Counter.swift"
  static let increment = "state.count += 1"

  @Test(.timeLimit(.minutes(60))) func reloadShowsTheDiffAndABrokenEditShowsTheCompilersError() async throws {
    let realFile = PackageFixture.source.url.appending(path: Self.counterFile)
    let realCounter = try String(contentsOf: realFile, encoding: .utf8)
    let fixture = try PackageCopy.prepare(of: PackageFixture.source)
    let build = await fixture.build(PackageFixture.configuration)
    try #require(build.succeeded, "the copy did not build:\n\(build.output.joined(separator: "\n"))")
    let state = try TemporaryFolder()
    let session = try PipedSession(
      binary: PackageFixture.configuration.binary(in: fixture.package), arguments: ["counter"],
      environment: ["XDG_STATE_HOME": state.url.path]
    )
    try session.send("send .incrementButtonTapped")
    try session.send("set long-runs all")
    try session.waitFor(seconds: 60) { $0.hasPrefix("long-runs is now all") }

    try fixture.write(Self.counterFile, realCounter.replacing(Self.increment, with: "state.count += 10"))
    try session.send(":reload")
    try session.send("state")
    try session.waitFor(seconds: 1800) { $0 == "Counter.State(count: 10)" }
    #expect(Self.lines(after: "counter> :reload", in: session.output) == [
      "--- before the reload",
      "+++ after the reload",
      "@@ -1,5 +1,5 @@",
      " counter> send .incrementButtonTapped",
      " - Counter.State(count: 0)",
      "-+ Counter.State(count: 1)",
      "++ Counter.State(count: 10)",
      " counter> set long-runs all",
      " long-runs is now all: advance and run print every received action and its diff",
    ])
    // The new build replayed the setting too.
    try session.send("set")
    try session.waitFor(seconds: 60) { $0.hasPrefix("long-runs      all:") }

    try fixture.write(Self.counterFile, realCounter.replacing(Self.increment, with: "state.count += \"ten\""))
    try session.send(":reload")
    try session.send("send .incrementButtonTapped")
    try session.waitFor(seconds: 1800) { $0 == "+ Counter.State(count: 20)" }
    let errors = Self.lines(after: "counter> :reload", in: session.output, occurrence: 2)
    let line = realCounter.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(Self.increment) }! + 1
    #expect(errors.first?.hasPrefix("\(Self.counterFile):\(line):") == true, "\(errors)")
    #expect(errors.first?.contains(": error: ") == true, "\(errors)")
    #expect(errors.contains { $0.contains("state.count += \"ten\"") }, "the compiler's excerpt of the line: \(errors)")
    #expect(!errors.contains { $0.hasPrefix("[") || $0.hasPrefix("/") }, "no progress, no absolute path: \(errors)")
    #expect(try session.finish() == 0)
    #expect(session.errorOutput.contains("the build failed; the session goes on unchanged: fix the error and ':reload' again"))

    try fixture.write(Self.counterFile, realCounter)
    #expect(try String(contentsOf: realFile, encoding: .utf8) == realCounter)
  }

  /// The lines after the `occurrence`th `echo`, up to the next prompt.
  static func lines(after echo: String, in output: [String], occurrence: Int = 1) -> [String] {
    let starts = output.indices.filter { output[$0] == echo }
    guard starts.count >= occurrence else { return [] }
    return Array(output[(starts[occurrence - 1] + 1)...].prefix { !$0.hasPrefix("counter> ") })
  }
}
