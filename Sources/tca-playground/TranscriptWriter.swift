import Foundation
import PlaygroundSession

/// Writes transcript files, for `:record` and `:save` alike: in one step (a temporary file
/// renamed over the old one), so a transcript on disk is never half-written.
enum TranscriptWriter {
  /// Throws unless `path` names a file that can be written: its folder exists and is writable.
  /// `verb` says what was asked, for the message: `record to`, `save`.
  static func checkWritable(_ path: String, verb: String) throws(CommandError) {
    let parent = (path as NSString).deletingLastPathComponent
    let folder = parent.isEmpty ? "." : parent
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandError("cannot \(verb) \(path): no folder \(folder)")
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw CommandError("cannot \(verb) \(path): the folder \(folder) is not writable")
    }
  }

  /// Writes `lines`, each followed by a line break, replacing the file.
  static func write(_ lines: [String], to path: String, verb: String) throws(CommandError) {
    do {
      try Data(Transcript.text(of: lines, lineEnding: "\n").utf8)
        .write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandError("cannot \(verb) \(path): \(fileErrorReason(error))")
    }
  }
}
