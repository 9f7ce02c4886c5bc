/// Records the session into a transcript, for `:record FILE` and `tca-playground record`: from
/// the moment it starts, each command after its prompt, then the lines it printed, without
/// colour. The `:record` lines themselves are not recorded.
///
/// The lines are kept in memory and written when recording stops, all at once, through the
/// session's ``TranscriptFiles``.
@MainActor
final class TranscriptRecorder {
  /// The file being recorded to, as the user named it.
  private(set) var path: String?
  private var lines: [String] = []
  private var commands = 0
  /// Set from a `:record` line to the next command: what it prints is not recorded either.
  private var skipsOutput = false

  func start(_ path: String) {
    self.path = path
    lines = []
    commands = 0
  }

  /// A command the user entered, after the prompt it was entered at.
  func command(_ line: String, prompt: String) {
    skipsOutput = false
    guard path != nil else { return }
    lines.append(prompt + line)
    commands += 1
  }

  /// A `:record` line, which is left out with what it prints.
  func skipCommand() {
    skipsOutput = true
  }

  /// A line the session printed. Nothing before the first command: a transcript starts with
  /// a prompt.
  func output(_ line: OutputLine) {
    guard path != nil, commands > 0, !skipsOutput else { return }
    lines.append(line.text)
  }

  /// Stops recording; what was recorded, `nil` when no command was.
  func stop() -> (path: String, lines: [String]?, commands: Int)? {
    guard let path else { return nil }
    defer {
      self.path = nil
      lines = []
      commands = 0
    }
    return (path, commands > 0 ? lines : nil, commands)
  }
}
