import PlaygroundText


/// Records the session into a transcript, for `:record FILE` and `tca-playground record`: from
/// the moment it starts, each command after its prompt, then the lines it printed, without
/// colour. The `:record` lines themselves are not recorded.
///
/// The session writes the file after every command (see `TranscriptWriter.saveRecording(warningOn:)`), so a
/// process that ends without warning (SIGTERM, a closed terminal, kill -9) leaves every
/// command recorded so far on disk.
@MainActor
final class TranscriptRecorder {
  /// The file being recorded to, as the user named it.
  private(set) var path: String?
  private(set) var lines: [String] = []
  private(set) var commands = 0
  /// Set from a `:record` line to the next command: what it prints is not recorded either.
  private var skipsOutput = false
  /// Why the last write failed, while it is not retried successfully: the recording goes on
  /// in memory, and `:record FILE` may move it to another file.
  var failure: String?

  func start(_ path: String) {
    self.path = path
    lines = []
    commands = 0
    failure = nil
  }

  /// Sends the recording to another file: the same lines, all written there next.
  func move(to path: String) {
    self.path = path
    failure = nil
  }

  /// A command the user entered, after the prompt it was entered at.
  func command(_ line: String, prompt: String) {
    skipsOutput = false
    guard path != nil else { return }
    lines.append(prompt + line.echoedAsCommand)
    commands += 1
  }

  /// A `:record` line, or a note about the recording itself, which is left out with what
  /// prints after it until the next command.
  func skipCommand() {
    skipsOutput = true
  }

  /// A line the session printed. Nothing before the first command: a transcript starts with
  /// a prompt.
  func output(_ line: OutputLine) {
    guard path != nil, commands > 0, !skipsOutput else { return }
    lines.append(line.text)
  }

  /// What to write: the file and its lines, once a command is recorded.
  var recorded: (path: String, lines: [String])? {
    guard let path, commands > 0 else { return nil }
    return (path, lines)
  }


  /// Stops recording.
  func stop() {
    path = nil
    lines = []
    commands = 0
    failure = nil
  }
}
