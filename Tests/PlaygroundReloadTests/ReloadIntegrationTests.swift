import Foundation
import PlaygroundReload
import PlaygroundTestSupport
import Testing

/// `:reload` as a learner uses it, on a copy of this package (see ``PrebuiltPackageCopy``):
/// `new ReloadIdea` scaffolds a lesson, a session runs on its build, an edit to its reducer's
/// body, `:reload` showing the diff and going on in the new build; then an edit that does not
/// compile, whose error `:reload` prints as the compiler does while the session goes on.
///
/// The copy compiles the lessons' module, holding the counter lesson and the new one, and the
/// executable, and links them with the other modules of the build running the test: what
/// `:reload` does is the same whatever the number of lessons, and compiling all of them again
/// took most of the test's time (`playground-benchmark reload` times an edit among all of
/// them). The session names the copy with `--package`: the prebuilt objects hold the real
/// package's path as the one they were built in.
@Suite(.serialized) struct ReloadIntegrationTests {
  static let lessonFile = "Lessons/ReloadIdea/ReloadIdea.swift"
  static let prompt = "reload-idea> "
  static let increment = "state.count += 1"

  @Test(.timeLimit(.minutes(60))) func reloadShowsTheDiffAndABrokenEditShowsTheCompilersError() async throws {
    let fixture = try PrebuiltPackageCopy.prepare(
      of: PackageFixture.source, configuration: PackageFixture.configuration, folder: "reload-prebuilt",
      lessons: .compiled(["counter"])
    )
    let new = try await ProgramRun(
      PackageFixture.configuration.binary(in: PackageFixture.source), ["new", "ReloadIdea", "--package", fixture.package.url.path]
    )
    #expect(new.status == 0, "new ReloadIdea: \(new.errors)")
    let scaffolded = try String(contentsOf: fixture.package.file(Self.lessonFile), encoding: .utf8)
    try #require(scaffolded.contains(Self.increment), "the scaffold's reducer:\n\(scaffolded)")
    let build = await fixture.build(PackageFixture.configuration)
    try #require(build.succeeded, "the copy did not build:\n\(build.output.joined(separator: "\n"))")
    let state = try TemporaryFolder()
    // A temporary folder of the session's own, to see that each reload removes its replay's.
    let temporary = try TemporaryFolder()
    let session = try PipedSession(
      binary: PackageFixture.configuration.binary(in: fixture.package), arguments: ["reload-idea", "--package", fixture.package.url.path],
      environment: ["XDG_STATE_HOME": state.url.path, "TMPDIR": temporary.url.path]
    )
    try session.send("send .incrementButtonTapped")
    try session.send("advance 1s")
    try session.send("set long-runs all")
    try await session.waitFor(seconds: 60) { $0.hasPrefix("long-runs is now all") }

    try fixture.write(Self.lessonFile, scaffolded.replacing(Self.increment, with: "state.count += 10"))
    try session.send(":reload")
    try session.send("state count")
    try await session.waitFor(seconds: 1800) { $0 == "10" }
    let diff = Self.printed(after: Self.prompt + ":reload", in: session.output)
    #expect(Array(diff.prefix(2)) == ["--- before the reload", "+++ after the reload"], "\(diff)")
    #expect(diff.contains { $0.hasPrefix("-") && $0.hasSuffix("count: 1,") }, "\(diff)")
    #expect(diff.contains { $0.hasPrefix("+") && $0.hasSuffix("count: 10,") }, "\(diff)")
    // The new build replayed the setting too.
    try session.send("set")
    try await session.waitFor(seconds: 60) { $0.hasPrefix("long-runs      all:") }

    try fixture.write(Self.lessonFile, scaffolded.replacing(Self.increment, with: "state.count += \"ten\""))
    try session.send(":reload")
    try session.send("state count")
    try session.send("state isWaiting")
    try await session.waitFor(seconds: 1800) { $0 == "false" }
    // The session went on, on the build of the first reload.
    #expect(Self.printed(after: Self.prompt + "state count", in: session.output, occurrence: 2) == ["10"])
    let errors = Self.printed(after: Self.prompt + ":reload", in: session.output, occurrence: 2)
    let line = scaffolded.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(Self.increment) }! + 1
    #expect(errors.first?.hasPrefix("\(Self.lessonFile):\(line):") == true, "\(errors)")
    #expect(errors.first?.contains(": error: ") == true, "\(errors)")
    #expect(errors.contains { $0.contains("state.count += \"ten\"") }, "the compiler's excerpt of the line: \(errors)")
    #expect(!errors.contains { $0.hasPrefix("[") || $0.hasPrefix("/") }, "no progress, no absolute path: \(errors)")
    #expect(try await session.finish() == 0)
    #expect(session.errorOutput.contains("the build failed; the session goes on unchanged: fix the error and ':reload' again"))
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
    #expect(!left.contains { $0.hasPrefix("tca-playground-reload-") }, "the replays' folders are removed, the successful one's too: \(left)")
  }

  /// What the session printed for a command, up to the next prompt.
  static func printed(after echo: String, in output: [String], occurrence: Int = 1) -> [String] {
    printedLines(after: echo, in: output, occurrence: occurrence) { $0.hasPrefix(prompt) }
  }
}
