import Foundation
import Glibc

/// How the playground writes the files it keeps between sessions, its history and tutorial
/// progress: private (mode 0600, in directories created 0700, as XDG asks of state), and
/// replaced whole, never rewritten in place. `:record`, `:save` and `export test` write their
/// files the same way, readable by others (0644). Modes are set explicitly, whatever the umask.
///
/// What may be replaced (``target(of:)``): nothing yet, or a regular file the user can write,
/// which keeps its mode. A symbolic link is written through, to the file it names. A device,
/// a FIFO, a folder or a read-only file is refused, never renamed over: run as root, a rename
/// would turn `/dev/null` into a regular file.
public enum StateFile {
  /// Why a state file could not be written: the call that failed, its path and its `errno`,
  /// or what the path names that must not be replaced.
  public struct WriteError: Error, Equatable, CustomStringConvertible {
    public enum Operation: Equatable, Sendable {
      case createDirectory, write
      /// The path names something that is not a regular file, e.g. "a character device".
      case notRegularFile(String)
      /// The path names a file without write permission.
      case readOnly
    }

    public var operation: Operation
    public var path: String
    public var code: Int32

    /// Why, in a few words: "Permission denied", "it is a FIFO, not a regular file".
    public var reason: String {
      switch operation {
      case let .notRegularFile(kind): "it is \(kind), not a regular file"
      case .readOnly: "it is read-only"
      case .createDirectory, .write: String(cString: strerror(code))
      }
    }

    public var description: String {
      "\(operation == .createDirectory ? "cannot create directory" : "cannot write") \(path): \(reason)"
    }
  }

  /// Where a write to a path lands, and whether it replaces a file there.
  public struct Target: Equatable, Sendable {
    /// The path itself, or the file a symbolic link names.
    public let url: URL
    /// The mode of the file it replaces; `nil` when there is none.
    public let existingMode: mode_t?
  }

  /// Where writing `url` lands, or why it must not be written: see ``StateFile``.
  public static func target(of url: URL) throws(WriteError) -> Target {
    var link = stat()
    guard lstat(url.path, &link) == 0 else { return Target(url: url, existingMode: nil) }
    var resolved = url
    if link.st_mode & S_IFMT == S_IFLNK {
      guard let real = realpath(url.path, nil) else {
        // `/dev/stdout` on a pipe: the link ends at `pipe:[…]`, which has no path, but the
        // kernel still says what it is.
        var named = stat()
        let what = stat(url.path, &named) == 0 ? kind(of: named.st_mode) : "nothing that can be written"
        throw WriteError(operation: .notRegularFile("a symbolic link to \(what)"), path: url.path, code: 0)
      }
      defer { free(real) }
      resolved = URL(fileURLWithPath: String(cString: real))
    }
    var status = stat()
    guard stat(resolved.path, &status) == 0 else { return Target(url: resolved, existingMode: nil) }
    if status.st_mode & S_IFMT == S_IFDIR { throw WriteError(operation: .write, path: url.path, code: EISDIR) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw WriteError(operation: .notRegularFile(kind(of: status.st_mode)), path: url.path, code: 0)
    }
    // Root passes every access check; a file with no write bit at all is read-only to it too.
    guard access(resolved.path, W_OK) == 0, status.st_mode & 0o222 != 0 else {
      throw WriteError(operation: .readOnly, path: url.path, code: EACCES)
    }
    return Target(url: resolved, existingMode: status.st_mode & 0o7777)
  }

  /// "a folder", "a FIFO", "a character device": what a file's mode says it is.
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "something else"
    }
  }

  /// Replaces the file at `url` with `text`, creating missing directories: writes a temporary
  /// file beside it, flushes it to disk and renames it into place, so a crash or a kill never
  /// leaves half a file, and a failure leaves the old file as it was. A file it replaces keeps
  /// its mode; a new one gets `mode`. Returns whether a file was replaced.
  @discardableResult
  public static func replace(_ url: URL, with text: String, mode: mode_t = 0o600) throws(WriteError) -> Bool {
    let directory = url.deletingLastPathComponent()
    try createDirectories(directory)
    let target = try target(of: url)
    removeStaleTemporaryFiles(in: target.url.deletingLastPathComponent())
    let temporaryPath = try createTemporaryFile(
      in: target.url.deletingLastPathComponent(), mode: target.existingMode ?? mode
    )
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
    guard rename(temporaryPath, target.url.path) == 0 else {
      let code = errno
      unlink(temporaryPath)
      throw WriteError(operation: .write, path: url.path, code: code)
    }
    return target.existingMode != nil
  }

  /// `.tca-playground.<pid>.<random>.tmp`: the temporary files ``replace(_:with:mode:)`` makes.
  private static let temporaryPrefix = ".tca-playground."

  /// Creates an empty temporary file in `directory`, with `mode` whatever the umask, and
  /// returns its path. Its name is short, so a file whose own name is near the system's limit
  /// can still be written; ``checkWritable(_:)`` creates the same kind of file to see whether
  /// a later ``replace(_:with:mode:)`` can succeed.
  private static func createTemporaryFile(in directory: URL, mode: mode_t) throws(WriteError) -> String {
    let path = directory.appendingPathComponent(
      "\(temporaryPrefix)\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
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

  /// Removes the temporary files in `directory` whose process is gone: one killed between
  /// writing its temporary file and renaming it (kill -9) left it there. A live process's
  /// files are its own.
  private static func removeStaleTemporaryFiles(in directory: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(".tmp") {
      let fields = name.dropFirst(temporaryPrefix.count).split(separator: ".")
      guard fields.count == 3, let pid = pid_t(fields[0]), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH {
        unlink(directory.appendingPathComponent(name).path)
      }
    }
  }

  /// Throws when ``replace(_:with:mode:)`` could not write `url` into its existing folder: the
  /// folder refuses new files (`/proc`, `/sys`, read-only), the name is longer than the file
  /// system allows, or `url` names something that must not be replaced (see ``target(of:)``).
  /// Writes nothing that stays. Returns whether a write would replace a file.
  @discardableResult
  public static func checkWritable(_ url: URL) throws(WriteError) -> Bool {
    let directory = url.deletingLastPathComponent()
    var status = stat()
    if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw WriteError(operation: .write, path: url.path, code: EISDIR)
    }
    let limit = pathconf(directory.path, Int32(_PC_NAME_MAX))
    if limit > 0, url.lastPathComponent.utf8.count > limit {
      throw WriteError(operation: .write, path: url.path, code: ENAMETOOLONG)
    }
    let target = try target(of: url)
    unlink(try createTemporaryFile(in: target.url.deletingLastPathComponent(), mode: 0o600))
    return target.existingMode != nil
  }

  /// `name.bak`, or `name.bak-2`, … when that is taken: where a damaged file is kept, so an
  /// earlier backup is never overwritten.
  public static func backupURL(for url: URL) -> URL {
    var candidate = url.appendingPathExtension("bak")
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).bak-\(number)")
      number += 1
    }
    return candidate
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
