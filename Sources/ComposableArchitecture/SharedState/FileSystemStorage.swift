import ConcurrencyExtras
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileStorage {
  /// The real file system. A save writes a temporary file in the same folder and renames it
  /// over the old one, so a crash in the middle never leaves half a file behind; a load first
  /// removes the temporary files that processes killed mid-save left (see
  /// ``removeStaleTemporaryFiles(of:)``).
  ///
  /// What it writes is private whatever the umask: folders 0700, files 0600. It reads and
  /// replaces regular files only: a FIFO, a device or a folder where the file should be is an
  /// error, never opened for reading (a FIFO would block) nor replaced.
  public static let fileSystem = Self(
    id: AnyHashableSendable("fileSystem"),
    load: { url in
      removeStaleTemporaryFiles(of: url)
      return try readRegularFile(url)
    },
    save: { data, url in
      // Through a symbolic link to the file it names, rather than replacing the link.
      try writeAtomically(data, to: url.resolvingSymlinksInPath())
    },
    setAside: { url in
      let backup = corruptBackupURL(for: url) { FileManager.default.fileExists(atPath: $0.path) }
      guard rename(url.path, backup.path) == 0 else { throw SystemError.current }
      return backup
    },
    asyncAfter: { delay, work in
      let (seconds, attoseconds) = delay.components
      let interval = Double(seconds) + Double(attoseconds) / 1e18
      DispatchQueue.global().asyncAfter(deadline: .now() + interval, execute: work)
    },
    backstop: { work in
      DispatchQueue.global().asyncAfter(deadline: .now() + 1, execute: work)
    }
  )
}

/// The file's contents; `nil` when there is no file. Opened without blocking and checked
/// before a byte is read: only a regular file is read.
private func readRegularFile(_ url: URL) throws(SystemError) -> Data? {
  let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
  guard descriptor >= 0 else {
    // No file there: the path or one of its folders does not exist.
    if errno == ENOENT || errno == ENOTDIR { return nil }
    throw .current
  }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { throw .current }
  if status.st_mode & S_IFMT == S_IFDIR { throw SystemError(code: EISDIR) }
  guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count == 0 { return data }
    if count < 0 {
      if errno == EINTR { continue }
      throw .current
    }
    data.append(contentsOf: chunk[..<count])
  }
}

/// Refuses to replace anything but a regular file, or nothing: a save renames a new file over
/// the old path, which would turn a device or a FIFO into a regular file.
private func checkReplaceable(_ url: URL) throws(SystemError) {
  var status = stat()
  guard lstat(url.path, &status) == 0 else { return }
  guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
}

/// Writes `data` to a temporary file next to `url` and renames it over `url`: a rename replaces
/// the old file in one step, so a crash of the process never leaves half a file.
///
/// There is no `fsync`, as there is none in Foundation's `.atomic` writes that swift-sharing
/// uses: shared values change on every action, and waiting for the disk each time made a
/// session spend most of its time idle.
private func writeAtomically(_ data: Data, to url: URL) throws(SystemError) {
  let folder = url.deletingLastPathComponent()
  do {
    // The attributes apply to every folder created, whatever the umask.
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
    )
  } catch {
    throw SystemError(describing: error)
  }
  try checkReplaceable(url)
  let temporary = temporaryFile(for: url, pid: getpid())
  let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
  guard descriptor >= 0 else { throw .current }
  var failure: SystemError?
  if fchmod(descriptor, 0o600) != 0 { failure = .current }
  if failure == nil {
    writeAll(data, to: descriptor, failure: &failure)
  }
  close(descriptor)
  if failure == nil, rename(temporary.path, url.path) != 0 { failure = .current }
  if let failure {
    unlink(temporary.path)
    throw failure
  }
}

/// `.stats.json.<pid>.tmp` beside `stats.json`: one per process, so two sessions saving at once
/// never share one, and a later session can tell whether its writer is still alive.
private func temporaryFile(for url: URL, pid: pid_t) -> URL {
  url.deletingLastPathComponent().appending(component: ".\(url.lastPathComponent).\(pid).tmp")
}

/// Removes the temporary files of `url` whose process no longer exists: a process killed
/// between writing one and renaming it (kill -9, a power cut) leaves it behind, and without
/// this they would pile up, one per killed session. Files of live processes are theirs.
private func removeStaleTemporaryFiles(of url: URL) {
  let folder = url.deletingLastPathComponent()
  let prefix = ".\(url.lastPathComponent)."
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
  for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
    guard let pid = pid_t(name.dropFirst(prefix.count).dropLast(".tmp".count)), pid > 0 else { continue }
    if kill(pid, 0) != 0, errno == ESRCH {
      unlink(folder.appending(component: name).path)
    }
  }
}

private func writeAll(_ data: Data, to descriptor: Int32, failure: inout SystemError?) {
  data.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      guard written >= 0 else {
        if errno == EINTR { continue }
        failure = .current
        return
      }
      offset += written
    }
  }
}

/// A file system error in the operating system's words, e.g. "Permission denied".
struct SystemError: Error, CustomStringConvertible {
  let description: String
  /// The `errno` value, when there is one.
  let code: Int32?

  /// The current `errno`.
  static var current: Self {
    Self(code: errno)
  }

  init(code: Int32) {
    self.code = code
    description = String(cString: strerror(code))
  }

  private init(description: String) {
    code = nil
    self.description = description
  }

  /// Something other than a regular file (a FIFO, a device, a folder) is where the file
  /// should be.
  static let notRegularFile = Self(description: "it is not a regular file")

  /// The POSIX error under a Foundation error, or the error itself.
  init(describing error: any Error) {
    let nsError = error as NSError
    let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError } ?? nsError
    if underlying.domain == NSPOSIXErrorDomain {
      self.init(code: Int32(underlying.code))
    } else {
      self.init(description: "\(error)")
    }
  }
}

extension FileStorage {
  /// ``fileSystem``, with every file's URL passed through `map` first: a tool can send a
  /// feature's files somewhere else for a while, such as a scratch copy of its data folder,
  /// without the feature's keys changing. The map is asked on every load and save, so it may
  /// change its answer between them.
  public static func redirected(_ map: @escaping @Sendable (URL) -> URL) -> Self {
    let base = fileSystem
    return Self(
      id: AnyHashableSendable("fileSystem"),
      load: { url in try base.load(map(url)) },
      save: { data, url in try base.save(data, map(url)) },
      setAside: { url in try base.setAside(map(url)) },
      asyncAfter: base.asyncAfter,
      backstop: base.backstop
    )
  }
}
