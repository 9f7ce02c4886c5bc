import Foundation
import PlaygroundSession

/// Records the shell's session into a transcript file, for `:record FILE` and
/// `tca-playground record`: from the moment it starts, each command after its prompt, then the
/// lines it printed, without colour. The `:record` lines themselves are not recorded.
///
/// The lines are kept in memory and written when recording stops, by the ``TranscriptWriter``
/// `:save` uses too.
@MainActor
final class TranscriptRecorder {
  /// The file being recorded to, as the user named it.
  private(set) var path: String?
  private var lines: [String] = []
  private var commands = 0

  /// Starts recording into `path`; its folder must exist, the file may (it is replaced). The
  /// path is checked now, as the file will be written, so a recording that cannot be saved
  /// is refused here rather than lost at the end.
  func start(_ path: String) throws(CommandError) {
    if let current = self.path {
      throw CommandError("already recording to \(current); ':record' stops")
    }
    try TranscriptWriter.checkWritable(path, verb: "record to")
    self.path = path
  }

  /// A command the user entered, after the prompt it was entered at.
  func command(_ line: String, prompt: String) {
    guard path != nil else { return }
    lines.append(prompt + line)
    commands += 1
  }

  /// A line the session printed.
  func output(_ line: OutputLine) {
    guard path != nil else { return }
    lines.append(line.text)
  }

  /// Stops recording and writes the file, unless no command was recorded; returns what to
  /// tell the user.
  func stop() throws(CommandError) -> String {
    guard let path else { throw CommandError("not recording; ':record FILE' starts") }
    defer {
      self.path = nil
      lines = []
      commands = 0
    }
    guard commands > 0 else { return "nothing recorded; \(path) was not written" }
    try TranscriptWriter.write(lines, to: path, verb: "save the recording to")
    return "saved \(commands) command\(commands == 1 ? "" : "s") to \(path)"
  }
}
