import PlaygroundText
import TranscriptFormat

/// The files a session writes, through its ``TranscriptFiles``: `:record`'s recording, written
/// again after every command, and the files `:save` and `export test FILE` write. Their
/// commands print on the session's output like any command, so a transcript holding them
/// checks, and a check runs them in a temporary folder of its own. A replay writes no file.
@MainActor
public final class TranscriptWriter {
  /// `:record`'s lines so far.
  let recorder = TranscriptRecorder()
  /// Where the files go; `nil` refuses them.
  private let files: TranscriptFiles?
  /// Whether `undo` or `goto` is replaying steps, when no command may write a file.
  private let isReplaying: @MainActor () -> Bool

  init(files: TranscriptFiles?, isReplaying: @escaping @MainActor () -> Bool) {
    self.files = files
    self.isReplaying = isReplaying
  }

  /// `:record FILE`, and `tca-playground record LESSON -o FILE`: records from the next command.
  /// The path is checked now, as the file will be written, so a recording that cannot be
  /// saved is refused here rather than lost at the end. While a recording could not be
  /// written, `:record FILE` moves it to another file. Returns what to tell the user.
  @discardableResult
  public func startRecording(to path: String) throws(FileCommandError) -> String {
    if let current = recorder.path, recorder.failure == nil {
      throw FileCommandError("already recording to \(current); ':record' stops")
    }
    let replaces = try checkWritable(path, verb: "record to")
    let note = replaces ? ", replacing the file there" : ""
    guard recorder.path != nil else {
      recorder.start(path)
      return "recording to \(path)\(note); ':record' stops"
    }
    recorder.move(to: path)
    try writeRecording()
    return "recording moved to \(path)\(note); ':record' stops"
  }

  /// Stops recording, after writing the file a last time, unless no command was recorded;
  /// returns what to tell the user. `:record`, and the shell when the session ends. When the
  /// write fails, recording goes on, so the user can move it to another file.
  public func stopRecording() throws(FileCommandError) -> String {
    guard let path = recorder.path else {
      throw FileCommandError("not recording; ':record FILE' starts")
    }
    let commands = recorder.commands
    guard commands > 0 else {
      recorder.stop()
      return "nothing recorded; \(path) was not written"
    }
    try writeRecording()
    recorder.stop()
    return "saved \(commands) command\(commands == 1 ? "" : "s") to \(path)"
  }

  /// Whether a recording is going, which the shell saves when the session ends.
  public var isRecording: Bool { recorder.path != nil }

  /// Writes the recording so far, after each command: a process that ends without warning
  /// leaves every command recorded until then. A failure is said once, and recording goes on
  /// in memory until a write succeeds or `:record FILE` moves it.
  func saveRecording(warningOn output: Output) {
    guard recorder.recorded != nil else { return }
    let hadFailed = recorder.failure != nil
    do {
      try writeRecording()
    } catch {
      guard !hadFailed else { return }
      // Not part of the recording.
      recorder.skipCommand()
      output.warning("\(error.description); recording goes on in memory: ':record FILE' moves it to another file")
    }
  }

  private func writeRecording() throws(FileCommandError) {
    guard let (path, lines) = recorder.recorded else { return }
    do {
      try write(lines, to: path, verb: "save the recording to")
      recorder.failure = nil
    } catch {
      recorder.failure = error.description
      throw error
    }
  }

  /// `:save FILE`: writes `transcript`, the session's `steps` steps so far; returns what to tell
  /// the user. The command checks first that the file can be written, with
  /// ``checkWritable(_:verb:)``, before it replays the steps to make the transcript.
  func save(_ transcript: [String], steps: Int, to path: String) throws(FileCommandError) -> [String] {
    let replaced = try write(transcript, to: path, verb: "save")
    return (replaced ? ["replaced \(path)"] : [])
      + ["saved \(steps) step\(steps == 1 ? "" : "s") to \(path); 'tca-playground check \(path)' replays it"]
  }

  /// Throws unless `path` can be written; returns whether writing it replaces a file.
  @discardableResult
  func checkWritable(_ path: String, verb: String) throws(FileCommandError) -> Bool {
    let files = try transcriptFilesOrError(verb: verb, path: path)
    do {
      return try files.checkWritable(path)
    } catch {
      throw FileCommandError("cannot \(verb) \(path): \(error)")
    }
  }

  /// Writes `text` to `path`; returns whether it replaced a file.
  @discardableResult
  func write(text: String, to path: String, verb: String) throws(FileCommandError) -> Bool {
    let files = try transcriptFilesOrError(verb: verb, path: path)
    do {
      return try files.write(text, path)
    } catch {
      throw FileCommandError("cannot \(verb) \(path): \(error)")
    }
  }

  @discardableResult
  private func write(_ lines: [String], to path: String, verb: String) throws(FileCommandError) -> Bool {
    try write(text: Transcript.text(of: lines, lineEnding: "\n"), to: path, verb: verb)
  }

  /// The session's files, unless it has none or a replay is running: a replay writes no file,
  /// whatever the command.
  private func transcriptFilesOrError(verb: String, path: String) throws(FileCommandError) -> TranscriptFiles {
    guard let files, !isReplaying() else {
      throw FileCommandError("cannot \(verb) \(path): this session has no folder to write files in")
    }
    return files
  }
}

/// Why `:record` or `:save` cannot do what was asked: one line, after `error: `.
public struct FileCommandError: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
