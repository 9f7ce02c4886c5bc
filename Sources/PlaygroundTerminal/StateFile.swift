import Foundation
import Glibc

/// How the playground writes the files it keeps between sessions, its history and tutorial
/// progress: private (mode 0600, in directories created 0700, as XDG asks of state), and
/// replaced whole, never rewritten in place. `:record` writes its transcripts the same way,
/// readable by others (0644). Modes are set explicitly, whatever the umask.
public enum StateFile {
  /// Why a state file could not be written: the call that failed, its path and its `errno`.
  public struct WriteError: Error, Equatable, CustomStringConvertible {
    public enum Operation: Sendable {
      case createDirectory, write
    }

    public var operation: Operation
    public var path: String
    public var code: Int32

    public var description: String {
      let verb = operation == .createDirectory ? "cannot create directory" : "cannot write"
      return "\(verb) \(path): \(String(cString: strerror(code)))"
    }
  }

  /// Replaces the file at `url` with `text`, creating missing directories: writes a temporary
  /// file beside it, flushes it to disk and renames it into place, so a crash or a kill never
  /// leaves half a file, and a failure leaves the old file as it was.
  public static func replace(_ url: URL, with text: String, mode: mode_t = 0o600) throws(WriteError) {
    let directory = url.deletingLastPathComponent()
    try createDirectories(directory)
    let temporaryPath = try createTemporaryFile(in: directory, mode: mode)
    let descriptor = open(temporaryPath, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      unlink(temporaryPath)
      throw WriteError(operation: .write, path: temporaryPath, code: code)
    }
    // `.closed` (EPIPE) only happens on pipes, never on this regular file.
    var failure: Int32?
    if case .failed(let code) = OutputSink(fileDescriptor: descriptor).write(text) {
      failure = code
    } else if fsync(descriptor) != 0 {
      failure = errno
    }
    close(descriptor)
    if let failure {
      unlink(temporaryPath)
      throw WriteError(operation: .write, path: temporaryPath, code: failure)
    }
    guard rename(temporaryPath, url.path) == 0 else {
      let code = errno
      unlink(temporaryPath)
      throw WriteError(operation: .write, path: url.path, code: code)
    }
  }

  /// Creates an empty temporary file in `directory`, with `mode` whatever the umask, and
  /// returns its path. Its name is short, so a file whose own name is near the system's limit
  /// can still be written; ``checkWritable(_:)`` creates the same kind of file to see whether
  /// a later ``replace(_:with:mode:)`` can succeed.
  private static func createTemporaryFile(in directory: URL, mode: mode_t) throws(WriteError) -> String {
    let path = directory.appendingPathComponent(
      ".tca-playground.\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    ).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw WriteError(operation: .write, path: directory.path, code: errno)
    }
    defer { close(descriptor) }
    guard fchmod(descriptor, mode) == 0 else {
      let code = errno
      unlink(path)
      throw WriteError(operation: .write, path: path, code: code)
    }
    return path
  }

  /// Throws when ``replace(_:with:mode:)`` could not write `url` into its existing folder: the
  /// folder refuses new files (`/proc`, `/sys`, read-only), the name is longer than the file
  /// system allows, or `url` is a folder. Writes nothing that stays.
  public static func checkWritable(_ url: URL) throws(WriteError) {
    let directory = url.deletingLastPathComponent()
    var status = stat()
    if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw WriteError(operation: .write, path: url.path, code: EISDIR)
    }
    let limit = pathconf(directory.path, Int32(_PC_NAME_MAX))
    if limit > 0, url.lastPathComponent.utf8.count > limit {
      throw WriteError(operation: .write, path: url.path, code: ENAMETOOLONG)
    }
    unlink(try createTemporaryFile(in: directory, mode: 0o600))
  }

  /// `mkdir -p`, with mode 0700 for the directories it creates.
  private static func createDirectories(_ directory: URL) throws(WriteError) {
    var path = ""
    for component in directory.standardizedFileURL.pathComponents.dropFirst() {
      path += "/" + component
      if mkdir(path, 0o700) != 0, errno != EEXIST {
        throw WriteError(operation: .createDirectory, path: path, code: errno)
      }
    }
  }
}
