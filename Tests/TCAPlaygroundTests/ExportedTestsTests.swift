import Foundation
import LessonNames
import Lessons
import PlaygroundSession
import PlaygroundTestSupport
import Testing
import TranscriptFormat

/// `Tests/ExportedTests` is the export of `Transcripts/`, which `make test` compiles and runs:
/// regenerated here with the built program, it must be what is committed, or the committed
/// tests no longer prove that exports compile and pass.
struct ExportedTestsTests {
  static let updateCommand = "tca-playground export Transcripts -o Tests/ExportedTests"
  let root = bundledTranscripts.deletingLastPathComponent()
  var committed: URL { root.appending(components: "Tests", "ExportedTests") }

  @Test func theCommittedExportsAreUpToDate() async throws {
    let folder = try TemporaryFolder()
    let result = try await Program.run(["export", "Transcripts", "-o", folder.url.path], in: root)
    // The transcripts that go on to other lessons cannot be one suite; the rest drive one.
    #expect(result.status == 1)
    #expect(result.errors.split(separator: "\n").map { $0.split(separator: " ")[1] } == [
      "Transcripts/counter/commands-and-errors.transcript", "Transcripts/shared-stats/commands-and-errors.transcript",
      "Transcripts/timers/history-across-lessons.transcript", "Transcripts/timers/test-mode-reset-and-leave.transcript",
    ])
    #expect(result.errors.components(separatedBy: "loads another lesson after steps were taken").count == 5)

    // Your lessons' transcripts are exported like any, but their tests are not committed (see
    // `LessonNames.ideasChapter`).
    let yours = Set(allLessons.filter { $0.chapter == LessonNames.ideasChapter }.map(\.id))
    let fresh = try Self.swiftFiles(in: folder.url).filter { !yours.contains(String($0.prefix { $0 != "/" })) }
    let kept = try Self.swiftFiles(in: committed)
    #expect(fresh.count >= 20, "the export of Transcripts/ wrote \(fresh.count) tests")
    #expect(
      kept == fresh,
      "Tests/ExportedTests has other files than the export of Transcripts/; update them with: \(Self.updateCommand)"
    )
    for name in fresh where kept.contains(name) {
      let new = try String(contentsOf: folder.url.appending(path: name), encoding: .utf8)
      let old = try String(contentsOf: committed.appending(path: name), encoding: .utf8)
      let diff = UnifiedDiff(old: Self.lines(old), new: Self.lines(new))
        .text(oldName: "Tests/ExportedTests/\(name)", newName: "export of Transcripts/")
      #expect(
        diff.isEmpty,
        "Tests/ExportedTests/\(name) is out of date; update it with: \(Self.updateCommand)\n\(diff.joined(separator: "\n"))"
      )
    }
  }

  @Test func aTranscriptThatLoadsAnotherLessonMidWayIsNotExported() async throws {
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
    let result = try await Program.run(["export", transcript.path, "-o", folder.url.path], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "error: \(transcript.path) line 4: 'load timers' loads another lesson after steps were taken; a test suite is about one feature, so give each lesson its own transcript\n"
    )
    #expect(try Self.swiftFiles(in: folder.url).isEmpty)
  }

  @Test func aResetStartsASecondTest() async throws {
    let folder = try TemporaryFolder()
    let transcript = try folder.write(
      "counter-reset.transcript",
      """
      counter> send .incrementButtonTapped
      ...
      counter> reset
      ...
      counter> reset
      ...
      counter> send .decrementButtonTapped
      ...

      """
    )
    let result = try await Program.run(["export", transcript.path, "-o", folder.url.path], in: folder.url)
    #expect(result.status == 0, "\(result.errors)")
    let source = try folder.read("CounterResetTests.swift")
    #expect(source.components(separatedBy: "@Test func").count == 3)
    #expect(source.contains("  @Test func session1() async {"))
    #expect(source.contains("    await store.send(.incrementButtonTapped) {\n      $0.count = 1\n    }\n"))
    #expect(source.contains("  @Test func session2() async {"))
    #expect(source.contains("    await store.send(.decrementButtonTapped) {\n      $0.count = -1\n    }\n"))
  }

  @Test func aTranscriptBecomesATestNamedAfterIt() async throws {
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
    let result = try await Program.run(["export", transcript.path, "-o", folder.url.path], in: folder.url)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      try folder.read("CounterTwiceTests.swift") == """
        import ComposableArchitecture
        import Testing

        // Lessons is the playground's module: replace it with your module that defines Counter.
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

  @Test func badUsageExitsWithTwo() async throws {
    let folder = try TemporaryFolder()
    let noPaths = try await Program.run(["export"], in: folder.url)
    #expect(noPaths.status == 2)
    let noFolder = try await Program.run(["export", bundledTranscripts.path, "-o", "missing"], in: folder.url)
    #expect(noFolder.status == 2)
    #expect(noFolder.errors == "error: missing: no such folder\n")
  }

  /// The Swift files in `folder`, at any depth, by their path inside it: `counter/CounterBasicsTests.swift`.
  private static func swiftFiles(in folder: URL) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
