import Foundation
import Glibc

/// How the playground writes the files it keeps between sessions, its history and tutorial
/// progress: private (mode 0600, in directories created 0700, as XDG asks of state), and
/// replaced whole, never rewritten in place.
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
  public static func replace(_ url: URL, with text: String) throws(WriteError) {
    let directory = url.deletingLastPathComponent()
    try createDirectories(directory)
    let temporaryPath = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    ).path
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw WriteError(operation: .write, path: temporaryPath, code: errno)
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
