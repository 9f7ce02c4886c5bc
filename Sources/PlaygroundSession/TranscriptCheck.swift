import PlaygroundText
import TranscriptFormat


/// A transcript replayed in a fresh session and compared with what it expects.
///
/// The check passes when every expected line matches what the replay printed, wildcards
/// included. Otherwise ``diff`` shows the transcript against the transcript rewritten with what
/// was printed (see ``TranscriptUpdate``): the change `check --update` makes.
public struct TranscriptCheck: Sendable {
  public let transcript: Transcript
  /// The transcript's lines as `--update` writes them; the same as the file's when it passes.
  public let updatedLines: [String]
  /// How many commands the replay ran: all of them, unless a `quit` ended it early.
  public let commandCount: Int
  public let passed: Bool

  /// Replays `transcript` and compares. Every session a check starts is created here.
  ///
  /// - Parameter files: Where the transcript's `:record` and `:save` write: a folder of the
  ///   check's own, never the user's (`TranscriptFolder.temporary()` in the shell).
  @MainActor
  public static func run(
    _ transcript: Transcript, lessons: [Lesson], files: TranscriptFiles
  ) async throws(TranscriptError) -> TranscriptCheck {
    let preamble: [OutputLine]
    let replayed: [Playground.ReplayedCommand]
    do {
      (preamble, replayed) = try await Playground.replayCommands(
        transcript.commands, lessons: lessons, lessonID: transcript.lessonID, transcriptFiles: files)
    } catch {
      let line = (transcript.lines.firstIndex { $0.lessonID != nil } ?? 0) + 1
      throw TranscriptError(path: transcript.path, line: line, message: error.description)
    }
    let printed = Playground.printedLines(preamble: preamble, replayed: replayed)
    return TranscriptCheck(
      transcript: transcript,
      updatedLines: TranscriptUpdate.lines(of: transcript, printed: printed),
      commandCount: replayed.count
    )
  }

  init(transcript: Transcript, updatedLines: [String], commandCount: Int) {
    self.transcript = transcript
    self.updatedLines = updatedLines
    self.commandCount = commandCount
    self.passed = updatedLines == transcript.lines.map(\.text)
  }

  /// The transcript file against its updated version; no hunks when the check passed.
  public var diff: UnifiedDiff {
    UnifiedDiff(old: transcript.lines.map(\.text), new: updatedLines)
  }

  /// The file `--update` writes, in the transcript's line endings.
  public var updatedText: String {
    Transcript.text(of: updatedLines, lineEnding: transcript.lineEnding)
  }
}
