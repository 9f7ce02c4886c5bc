import Foundation
import Lessons
import PlaygroundSession
import PlaygroundTerminal
import Testing

/// `:record` and `:save` against files that exist or cannot be written: a replaced file is said,
/// and a recording whose write fails goes on in memory until `:record FILE` moves it.
@MainActor
struct RecordingFilesTests {
  final class Lines {
    var all: [String] = []
  }

  /// Writes through `folder`, except to `full.transcript`, which fails as a full disk would.
  func session(_ folder: TranscriptFolder, lines: Lines) throws -> Playground {
    let files = TranscriptFiles(
      checkWritable: folder.checkWritable,
      write: { text, path in
        guard path != "full.transcript" else { throw TranscriptFolder.Problem.diskFull }
        return try folder.write(text, to: path)
      }
    )
    return try Playground(lessons: allLessons, lessonID: "counter", sink: { lines.all.append($0.text) }, transcriptFiles: files)
  }

  func run(_ playground: Playground, _ lines: Lines, _ command: String) async -> [String] {
    lines.all = []
    _ = await playground.execute(command)
    return lines.all
  }

  @Test func aFailedWriteKeepsTheRecordingSoItCanMoveToAnotherFile() async throws {
    let folder = TranscriptFolder.temporary()
    let lines = Lines()
    let playground = try session(folder, lines: lines)
    #expect(await run(playground, lines, ":record full.transcript") == ["recording to full.transcript; ':record' stops"])
    #expect(await run(playground, lines, "send .incrementButtonTapped").last == (
      "warning: cannot save the recording to full.transcript: no space left on device; recording goes on in memory: ':record FILE' moves it to another file"
    ))
    // Said once, not after every command.
    #expect(await run(playground, lines, "send .incrementButtonTapped").allSatisfy { !$0.hasPrefix("warning:") })
    #expect(await run(playground, lines, ":record kept.transcript") == ["recording moved to kept.transcript; ':record' stops"])
    #expect(await run(playground, lines, ":record") == ["saved 2 commands to kept.transcript"])
    let kept = try String(contentsOf: folder.url(of: "kept.transcript"), encoding: .utf8)
    #expect(kept.components(separatedBy: "counter> send .incrementButtonTapped\n").count == 3)
    #expect(!kept.contains("warning:"), "the note about the recording is not part of it")
  }

  @Test func aReplacedFileIsSaid() async throws {
    let folder = TranscriptFolder.temporary()
    let lines = Lines()
    let playground = try session(folder, lines: lines)
    _ = await run(playground, lines, "send .incrementButtonTapped")
    #expect(await run(playground, lines, ":save s.transcript").count == 1)
    #expect(await run(playground, lines, ":save s.transcript").first == "replaced s.transcript")
    #expect(await run(playground, lines, ":record s.transcript") == [
      "recording to s.transcript, replacing the file there; ':record' stops"
    ])
  }
}

extension TranscriptFolder.Problem {
  static let diskFull = TranscriptFolder.Problem(description: "no space left on device")
}
