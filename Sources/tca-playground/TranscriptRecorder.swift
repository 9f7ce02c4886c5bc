import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// Records the shell's session into a transcript file, for `:record FILE` and
/// `tca-playground record`: from the moment it starts, each command after its prompt, then the
/// lines it printed, without colour. The `:record` lines themselves are not recorded.
///
/// The lines are kept in memory and written when recording stops, in one step (a temporary
/// file renamed over the old one, ``StateFile``), so a transcript on disk is never half-written.
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
    if path.hasSuffix("/") {
      throw CommandError("cannot record to \(path): it names a folder; name a file, such as \(path)session.transcript")
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandError("cannot record to \(path): no folder \(Self.folderName(of: path))")
    }
    do {
      try StateFile.checkWritable(url)
    } catch {
      throw CommandError("cannot record to \(path): \(String(cString: strerror(error.code)).lowercased())")
    }
    self.path = path
  }

  /// The folder of `path` as the user would write it: `no/such` for `no/such/file`, `.` for a
  /// bare file name.
  private static func folderName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
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
      // Readable by others, whatever the umask: a transcript is made to be shared and checked in.
      try StateFile.replace(
        URL(fileURLWithPath: path), with: Transcript.text(of: lines, lineEnding: "\n"), mode: 0o644
      )
    } catch {
      throw CommandError("cannot save the recording to \(path): \(String(cString: strerror(error.code)).lowercased())")
    }
    return "saved \(commands) command\(commands == 1 ? "" : "s") to \(path)"
  }
}
