import Foundation
import PlaygroundSession
import PlaygroundTerminal

/// Writes transcript files, for `:record` and `:save` alike: in one step (a temporary file
/// renamed over the old one, ``StateFile``), so a transcript on disk is never half-written.
enum TranscriptWriter {
  /// Throws unless `path` names a file that can be written now: not a folder, in a folder that
  /// exists, where a file can be created, which catches `/proc`, `/sys` and names too long
  /// that permissions alone would not. `verb` says what was asked, for the message:
  /// `record to`, `save`.
  static func checkWritable(_ path: String, verb: String) throws(CommandError) {
    if path.hasSuffix("/") {
      throw CommandError("cannot \(verb) \(path): it names a folder; name a file, such as \(path)session.transcript")
    }
    let url = fileURL(typed: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw CommandError("cannot \(verb) \(path): no folder \(folderName(of: path))")
    }
    do {
      try StateFile.checkWritable(url)
    } catch {
      throw CommandError("cannot \(verb) \(path): \(String(cString: strerror(error.code)).lowercased())")
    }
  }

  /// Writes `lines`, each followed by a line break, replacing the file.
  static func write(_ lines: [String], to path: String, verb: String) throws(CommandError) {
    do {
      // Readable by others, whatever the umask: a transcript is made to be shared and checked in.
      try StateFile.replace(
        fileURL(typed: path), with: Transcript.text(of: lines, lineEnding: "\n"), mode: 0o644
      )
    } catch {
      throw CommandError("cannot \(verb) \(path): \(String(cString: strerror(error.code)).lowercased())")
    }
  }

  /// The folder of `path` as the user would write it: `no/such` for `no/such/file`, `.` for a
  /// bare file name.
  private static func folderName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
