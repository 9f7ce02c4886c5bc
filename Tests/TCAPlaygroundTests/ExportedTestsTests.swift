import Foundation
import PlaygroundSession
import Testing

/// `Tests/ExportedTests` is the export of `Transcripts/`, which `make test` compiles and runs:
/// regenerated here with the built program, it must be what is committed, or the committed
/// tests no longer prove that exports compile and pass.
struct ExportedTestsTests {
  static let updateCommand = "tca-playground export Transcripts -o Tests/ExportedTests"
  let root = bundledTranscripts.deletingLastPathComponent()
  var committed: URL { root.appending(components: "Tests", "ExportedTests") }

  @Test func theCommittedExportsAreUpToDate() throws {
    let folder = try TemporaryFolder()
    let result = try Program.run(["export", "Transcripts", "-o", folder.url.path], in: root)
    // The transcripts that reset their lesson mid-way are two sessions, not one test.
    #expect(result.status == 1)
    #expect(
      result.errors.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == [
        "error", "error",
      ]
    )
    #expect(result.errors.contains("Transcripts/counter-commands-and-errors.transcript line 105: 'reset' starts the lesson over"))
    #expect(result.errors.contains("Transcripts/shared-stats-commands-and-errors.transcript line 39: 'reset' starts the lesson over"))

    let fresh = try Self.swiftFiles(in: folder.url)
    let kept = try Self.swiftFiles(in: committed)
    #expect(fresh.count >= 20, "the export of Transcripts/ wrote \(fresh.count) tests")
    #expect(
      kept == fresh,
      "Tests/ExportedTests has other files than the export of Transcripts/; update them with: \(Self.updateCommand)"
    )
    for name in fresh where kept.contains(name) {
      let new = try String(contentsOf: folder.url.appending(component: name), encoding: .utf8)
      let old = try String(contentsOf: committed.appending(component: name), encoding: .utf8)
      let diff = UnifiedDiff(old: Self.lines(old), new: Self.lines(new))
        .text(oldName: "Tests/ExportedTests/\(name)", newName: "export of Transcripts/")
      #expect(
        diff.isEmpty,
        "Tests/ExportedTests/\(name) is out of date; update it with: \(Self.updateCommand)\n\(diff.joined(separator: "\n"))"
      )
    }
  }

  @Test func aTranscriptThatLoadsAnotherLessonMidWayIsNotExported() throws {
    let folder = try TemporaryFolder()
    let transcript = try folder.write(
      "two-lessons.transcript",
      """
      counter> send .incrementButtonTapped
      - Counter.State(count: 0)
      + Counter.State(count: 1)
      counter> load timers
      [..]

      """
    )
    let result = try Program.run(["export", transcript.path, "-o", folder.url.path], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "error: \(transcript.path) line 4: 'load timers' starts the lesson over after steps were taken; a test drives one feature from its first state, so give each part its own transcript\n"
    )
    #expect(try Self.swiftFiles(in: folder.url).isEmpty)
  }

  @Test func aTranscriptBecomesATestNamedAfterIt() throws {
    let folder = try TemporaryFolder()
    let transcript = try folder.write(
      "counter-twice.transcript",
      """
      counter> send .incrementButtonTapped
      ...
      counter> send .incrementButtonTapped
      ...

      """
    )
    let result = try Program.run(["export", transcript.path, "-o", folder.url.path], in: folder.url)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      try folder.read("CounterTwiceTests.swift") == """
        import ComposableArchitecture
        import Testing

        @testable import Lessons

        @MainActor
        struct CounterTwiceTests {
          @Test func session() async {
            let store = TestStore(initialState: Counter.State()) {
              Counter()
            }

            await store.send(.incrementButtonTapped) {
              $0.count = 1
            }
            await store.send(.incrementButtonTapped) {
              $0.count = 2
            }
            await store.finish()
          }
        }

        """
    )
  }

  @Test func badUsageExitsWithTwo() throws {
    let folder = try TemporaryFolder()
    let noPaths = try Program.run(["export"], in: folder.url)
    #expect(noPaths.status == 2)
    let noFolder = try Program.run(["export", bundledTranscripts.path, "-o", "missing"], in: folder.url)
    #expect(noFolder.status == 2)
    #expect(noFolder.errors == "error: missing: no such folder\n")
  }

  private static func swiftFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
