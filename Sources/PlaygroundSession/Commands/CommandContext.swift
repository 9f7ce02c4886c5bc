import PlaygroundText

/// What a command runs with: the session's parts, each owned by its own folder, and never
/// the session itself. A command reaches the lesson through ``session``, the steps through
/// ``timeTravel``, and so on; what only the whole session can do, ending it or replaying it
/// for `:save`, it asks through ``control``.
@MainActor
struct CommandContext {
  /// The lesson loaded now, its host, and whether it runs as a test.
  let session: LessonSession
  /// The steps taken, and `undo` and `goto` over them.
  let timeTravel: TimeTravel
  let tutor: Tutor
  let output: Output
  /// `set`'s values.
  let settings: SessionSettings
  /// How many received actions the command running now still prints in full.
  let budget: ReceivedActionBudget
  /// `:record`, `:save` and `export test FILE`'s files.
  let transcripts: TranscriptWriter
  /// How wide `timeline` draws: the terminal's width, or 80 when piped.
  let width: Int
  let control: any SessionControl

  var host: any LessonHost { session.host }
  var lesson: Lesson { session.lesson }
}

/// What a command asks of the whole session, which it does not hold.
@MainActor
protocol SessionControl: AnyObject {
  /// Ends the session, as `quit` does.
  func finish()
  /// The session's steps replayed as a transcript, for `:save`; `nil` before the first step.
  func transcriptOfSteps() async throws(FileCommandError) -> [String]?
}
