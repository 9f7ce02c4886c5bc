import Foundation
import Glibc
import Synchronization

/// The folder the paths after `:record`, `:save` and `:load` start from, and how transcript
/// files are written there: in one step (a temporary file renamed over the old one,
/// ``StateFile``), so a transcript on disk is never half-written, and readable by others
/// (0644) whatever the umask, since a transcript is made to be shared and checked in.
///
/// The shell works in ``current``: the process's current folder, `/` paths as they are, and
/// `~/` the home folder (no shell expands it before the playground reads the line). A check
/// works in a ``temporary()`` folder of its own, where every path lands, `/proc/x` and
/// `~/x` included; a path that leaves it after `..` and symbolic links are followed is
/// refused: checking a transcript never writes outside it, whoever wrote the file.
public final class TranscriptFolder: Sendable {
  /// Why a path cannot be written, for an `error:` line after the path: `no folder no/such`.
  public struct Problem: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) {
      self.description = description
    }

    /// `permission denied`, `it is a FIFO, not a regular file`.
    public init(_ error: StateFile.WriteError) {
      description = error.operation == .write || error.operation == .createDirectory
        ? error.reason.lowercased() : error.reason
    }
  }

  /// `nil` for the process's current folder.
  private let root: URL?
  /// Whether ``temporary()``'s folder exists yet: it is made when a path in it is first
  /// asked for, since most checked transcripts write no file, and making and removing a folder
  /// for each was 2% of a check.
  private let isMade = Mutex(false)

  private init(root: URL?) {
    self.root = root
  }

  public static let current = TranscriptFolder(root: nil)

  /// A fresh, empty folder, removed with this value.
  public static func temporary() -> TranscriptFolder {
    // The real path of the folder it is in, so that a path inside it compares equal after
    // symbolic links are followed.
    let parent = FileManager.default.temporaryDirectory
    let realParent = realpath(parent.path, nil).map { real in
      defer { free(real) }
      return URL(fileURLWithPath: String(cString: real), isDirectory: true)
    } ?? parent
    return TranscriptFolder(
      root: realParent.appending(component: "tca-playground-files-\(UUID().uuidString)", directoryHint: .isDirectory)
    )
  }

  deinit {
    if let root, isMade.withLock({ $0 }) { try? FileManager.default.removeItem(at: root) }
  }

  /// ``root``, made now if it is not yet.
  private func madeRoot() -> URL? {
    guard let root else { return nil }
    isMade.withLock { isMade in
      guard !isMade else { return }
      try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      isMade = true
    }
    return root
  }

  /// The file `path`, as typed, names.
  public func url(of path: String) -> URL {
    guard let root = madeRoot() else {
      if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
        return URL(fileURLWithPath: home, isDirectory: true).appending(path: String(path.dropFirst(2)))
      }
      return URL(fileURLWithPath: path)
    }
    return root.appending(path: path.hasPrefix("~/") ? String(path.dropFirst(2)) : path)
  }

  /// The file `path` names, when it may be written: inside ``temporary()``'s folder once `..`
  /// and symbolic links are followed; anywhere for ``current``.
  private func writableURL(of path: String) throws(Problem) -> URL {
    let url = url(of: path)
    guard let root else { return url }
    let folder = url.deletingLastPathComponent().standardizedFileURL
    let resolved = realpath(folder.path, nil).map { real in
      defer { free(real) }
      return URL(fileURLWithPath: String(cString: real), isDirectory: true)
    } ?? folder
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    guard (resolved.path + "/").hasPrefix(rootPath) else {
      throw Problem(description: "it is outside the check's folder, where a checked transcript writes every file")
    }
    return resolved.appending(component: url.lastPathComponent)
  }

  /// Throws unless `path` names a file that can be written now: not a folder, in a folder that
  /// exists, where a file can be created, which catches `/proc`, `/sys` and names too long
  /// that permissions alone would not; and not a device, a FIFO or a read-only file (see
  /// ``StateFile/target(of:)``). Returns whether writing it replaces a file.
  @discardableResult
  public func checkWritable(_ path: String) throws(Problem) -> Bool {
    if path.hasSuffix("/") {
      throw Problem(description: "it names a folder; name a file, such as \(path)session.transcript")
    }
    let url = try writableURL(of: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw Problem(description: "no folder \(Self.folderName(of: path))")
    }
    do {
      return try StateFile.checkWritable(url)
    } catch {
      throw Problem(error)
    }
  }

  /// Writes `text` to `path`, replacing the file; returns whether it replaced one.
  @discardableResult
  public func write(_ text: String, to path: String) throws(Problem) -> Bool {
    do {
      return try StateFile.replace(try writableURL(of: path), with: text, mode: 0o644)
    } catch let error as Problem {
      throw error
    } catch let error as StateFile.WriteError {
      throw Problem(error)
    } catch {
      throw Problem(description: "\(error)")
    }
  }

  /// The folder of `path` as the user would write it: `no/such` for `no/such/file`, `.` for a
  /// bare file name.
  private static func folderName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
