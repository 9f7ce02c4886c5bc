import Foundation
import Lessons
import PlaygroundTestSupport
import Testing

/// `tca-playground check`, run as a user or CI runs it: its output and its exit status.
struct CheckCommandTests {
  let counter = """
    counter> send .incrementButtonTapped
    - Counter.State(count: 0)
    + Counter.State(count: 1)
    counter> state
    Counter.State(count: 1)

    """

  @Test func passingTranscriptsExitWithZero() async throws {
    let folder = try TemporaryFolder()
    try folder.write("a/counter.transcript", counter)
    try folder.write("b/deeper/wildcards.transcript", "counter> send .incrementButtonTapped\n...\ncounter> state\n[..](count: 1)\n")
    try folder.write("b/notes.txt", "not a transcript")
    let result = try await Program.run(["check", "a", "b"], in: folder.url)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == """
      PASS    a/counter.transcript
      PASS    b/deeper/wildcards.transcript
      2 transcripts, 4 commands: 2 passed

      """)
    #expect(result.errors.isEmpty)
  }

  @Test func aChangedLineFailsWithADiffAtThatLineAndUpdateRestoresIt() async throws {
    let folder = try TemporaryFolder()
    try folder.write("counter.transcript", counter.replacing("+ Counter.State(count: 1)", with: "+ Counter.State(count: 9)"))
    let failed = try await Program.run(["check", "counter.transcript"], in: folder.url)
    #expect(failed.status == 1)
    #expect(failed.output == """
      FAIL    counter.transcript:3
      --- counter.transcript (expected)
      +++ counter.transcript (actual)
      @@ -1,5 +1,5 @@
       counter> send .incrementButtonTapped
       - Counter.State(count: 0)
      -+ Counter.State(count: 9)
      ++ Counter.State(count: 1)
       counter> state
       Counter.State(count: 1)
      1 transcript, 2 commands: 0 passed, 1 failed

      """)

    let updated = try await Program.run(["check", "--update", "."], in: folder.url)
    #expect(updated.status == 0)
    #expect(updated.output == "UPDATED ./counter.transcript\n1 transcript, 2 commands: 0 passed, 1 updated\n")
    #expect(try folder.read("counter.transcript") == counter)
    #expect(try await Program.run(["check", "."], in: folder.url).status == 0)
  }

  @Test func anUnknownLessonExitsWithTwoNamingTheFileLineAndTheLessonMeant() async throws {
    let folder = try TemporaryFolder()
    try folder.write("good.transcript", counter)
    try folder.write("typo.transcript", "countr> state\nCounter.State(count: 0)\n")
    let result = try await Program.run(["check", "."], in: folder.url)
    #expect(result.status == 2)
    #expect(result.output.contains("PASS    ./good.transcript\nERROR   ./typo.transcript\n"))
    // Past eight lessons the message names the one meant, not all of them (LessonCatalogueTests).
    #expect(result.errors.hasPrefix("error: ./typo.transcript:1: unknown lesson 'countr' in the prompt"))
    #expect(result.errors.hasSuffix("; did you mean counter?\n"))
    #expect(result.errors.split(separator: "\n").count == 1)
  }

  @Test func aMissingPathOrAMalformedFileExitsWithTwo() async throws {
    let folder = try TemporaryFolder()
    let missing = try await Program.run(["check", "nowhere"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.errors == "error: nowhere: no such file or folder\n")

    try folder.write("bytes.transcript", "counter> state\n")
    let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent("bytes.transcript"))
    try handle.seekToEnd()
    try handle.write(contentsOf: [0xFF, 0x0A])
    try handle.close()
    let malformed = try await Program.run(["check", "bytes.transcript"], in: folder.url)
    #expect(malformed.status == 2)
    #expect(malformed.errors == "error: bytes.transcript:2: invalid UTF-8; a transcript is UTF-8 text\n")

    let noPaths = try await Program.run(["check"], in: folder.url)
    #expect(noPaths.status == 2)
    #expect(noPaths.errors.contains("name at least one transcript file or folder"))
  }

  @Test(.enabled(if: getuid() != 0, "root reads any file"))
  func anUnreadableFileExitsWithTwo() async throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("locked.transcript", counter)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    let result = try await Program.run(["check", "locked.transcript"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: locked.transcript: cannot read: "))
  }

  @Test func aFolderWithoutTranscriptsIsAnError() async throws {
    let folder = try TemporaryFolder()
    try folder.write("notes.txt", "")
    let result = try await Program.run(["check", "."], in: folder.url)
    #expect(result.status == 2)
    #expect(result.errors == "error: no *.transcript files in .\n")
  }

  @Test func filterSelectsTranscriptsByPath() async throws {
    let folder = try TemporaryFolder()
    try folder.write("counter-a.transcript", counter)
    try folder.write("counter-b.transcript", counter)
    try folder.write("other.transcript", "countr> nothing\n")
    let result = try await Program.run(["check", "--filter", "counter-[ab]", "."], in: folder.url)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("2 transcripts, 4 commands: 2 passed\n"))
    let none = try await Program.run(["check", "--filter", "zzz", "."], in: folder.url)
    #expect(none.status == 2)
    #expect(none.errors == "error: --filter 'zzz' matches none of the 3 transcripts\n")
    let invalid = try await Program.run(["check", "--filter", "(", "."], in: folder.url)
    #expect(invalid.status == 2)
  }
}
