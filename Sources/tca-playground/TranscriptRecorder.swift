import Foundation
import PlaygroundSession

/// Records the shell's session into a transcript file, for `:record FILE` and
/// `tca-playground record`: from the moment it starts, each command after its prompt, then the
/// lines it printed, without colour. The `:record` lines themselves are not recorded.
///
/// The lines are kept in memory and written when recording stops, in one step (a temporary
/// file renamed over the old one), so a transcript on disk is never half-written.
@MainActor
final class TranscriptRecorder {
  /// The file being recorded to, as the user named it.
  private(set) var path: String?
  private var lines: [String] = []
  private var commands = 0

  /// Starts recording into `path`; its folder must exist, the file may (it is replaced).
  func start(_ path: String) throws(CommandError) {
    if let current = self.path {
      throw CommandError("already recording to \(current); ':record' stops")
    }
    let parent = (path as NSString).deletingLastPathComponent
    let folder = parent.isEmpty ? "." : parent
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandError("cannot record to \(path): no folder \(folder)")
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw CommandError("cannot record to \(path): the folder \(folder) is not writable")
    }
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
    do {
      try Data(Transcript.text(of: lines, lineEnding: "\n").utf8)
        .write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandError("cannot save the recording to \(path): \(fileErrorReason(error))")
    }
    return "saved \(commands) command\(commands == 1 ? "" : "s") to \(path)"
  }
}
