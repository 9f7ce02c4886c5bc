/// What `:record` and `:save` do, through the session's ``TranscriptFiles``: they print on the
/// session's output like any command, so a transcript holding them checks, and a check runs
/// them in a temporary folder of its own.
extension Playground {
  /// `:record FILE`, and `tca-playground record LESSON -o FILE`: records from the next command.
  /// The path is checked now, as the file will be written, so a recording that cannot be
  /// saved is refused here rather than lost at the end.
  public func startRecording(to path: String) throws(FileCommandError) {
    if let current = recorder.path {
      throw FileCommandError("already recording to \(current); ':record' stops")
    }
    try checkWritable(path, verb: "record to")
    recorder.start(path)
  }

  /// Stops recording and writes the file, unless no command was recorded; returns what to
  /// tell the user. `:record`, and the shell when the session ends.
  public func stopRecording() throws(FileCommandError) -> String {
    guard let (path, lines, commands) = recorder.stop() else {
      throw FileCommandError("not recording; ':record FILE' starts")
    }
    guard let lines else { return "nothing recorded; \(path) was not written" }
    try write(lines, to: path, verb: "save the recording to")
    return "saved \(commands) command\(commands == 1 ? "" : "s") to \(path)"
  }

  /// Whether a recording is going, which the shell saves when the session ends.
  public var isRecording: Bool { recorder.path != nil }

  /// `:save FILE`: the session so far, as a transcript.
  func save(to path: String) async throws(FileCommandError) -> String {
    try checkWritable(path, verb: "save")
    guard let lines = await transcriptOfSteps() else {
      throw FileCommandError("nothing to save: no step has changed the session yet ('history' lists the steps)")
    }
    try write(lines, to: path, verb: "save")
    return "saved \(stepsTaken) step\(stepsTaken == 1 ? "" : "s") to \(path); 'tca-playground check \(path)' replays it"
  }

  private func checkWritable(_ path: String, verb: String) throws(FileCommandError) {
    let files = try transcriptFilesOrError(verb: verb, path: path)
    do {
      try files.checkWritable(path)
    } catch {
      throw FileCommandError("cannot \(verb) \(path): \(error)")
    }
  }

  private func write(_ lines: [String], to path: String, verb: String) throws(FileCommandError) {
    let files = try transcriptFilesOrError(verb: verb, path: path)
    do {
      try files.write(Transcript.text(of: lines, lineEnding: "\n"), path)
    } catch {
      throw FileCommandError("cannot \(verb) \(path): \(error)")
    }
  }

  private func transcriptFilesOrError(verb: String, path: String) throws(FileCommandError) -> TranscriptFiles {
    guard let transcriptFiles else {
      throw FileCommandError("cannot \(verb) \(path): this session has no folder to write files in")
    }
    return transcriptFiles
  }
}

/// Why `:record` or `:save` cannot do what was asked: one line, after `error: `.
public struct FileCommandError: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
