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
  /// over the old one, so a crash in the middle never leaves half a file behind.
  public static let fileSystem = Self(
    id: AnyHashableSendable("fileSystem"),
    load: { url in
      do {
        return try Data(contentsOf: url)
      } catch {
        let failure = SystemError(describing: error)
        // No file there: the path or one of its folders does not exist.
        if failure.code == ENOENT || failure.code == ENOTDIR { return nil }
        throw failure
      }
    },
    save: { data, url in
      try writeAtomically(data, to: url)
    },
    setAside: { url in
      let backup = corruptBackupURL(for: url) { FileManager.default.fileExists(atPath: $0.path) }
      guard rename(url.path, backup.path) == 0 else { throw SystemError.current }
      return backup
    }
  )
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
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  } catch {
    throw SystemError(describing: error)
  }
  let temporary = folder.appending(component: ".\(url.lastPathComponent).\(getpid()).tmp")
  let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else { throw .current }
  var failure: SystemError?
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
  close(descriptor)
  if failure == nil, rename(temporary.path, url.path) != 0 { failure = .current }
  if let failure {
    unlink(temporary.path)
    throw failure
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
      setAside: { url in try base.setAside(map(url)) }
    )
  }
}
