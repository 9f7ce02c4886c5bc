import Foundation
import Glibc

/// The line editor's history on disk: one entry per line, UTF-8, oldest first.
///
/// The file holds what the user typed, so it is private: mode 0600 in a 0700 directory, and a
/// file of ours found with wider permissions is narrowed when read; anything else in its place
/// (a folder, a device, another user's file) is left as it is. Every save replaces it whole, as
/// ``StateFile`` does. A file that is not UTF-8 text is renamed to `history.bak`, not rewritten.
struct HistoryFile {
  static let defaultCapacity = 1_000

  let url: URL
  let capacity: Int

  init(url: URL, capacity: Int = defaultCapacity) {
    // Write through a symlinked history file (dotfile managers) instead of replacing the link.
    self.url = url.resolvingSymlinksInPath()
    self.capacity = capacity
  }

  /// The newest `capacity` entries, without empty lines, line breaks or consecutive repeats.
  static func normalized(_ entries: [String], capacity: Int) -> [String] {
    var result: [String] = []
    for entry in entries {
      guard !entry.allSatisfy(\.isWhitespace), !entry.contains(where: \.isNewline) else { continue }
      if result.last != entry { result.append(entry) }
    }
    return Array(result.suffix(capacity))
  }

  /// The saved entries; none when the file does not exist yet. A file that is not UTF-8 text
  /// is set aside as `history.bak` and reported once, with ``HistoryFileError/Operation/setAside``;
  /// the next load finds no file and history starts afresh.
  func load() throws(HistoryFileError) -> [String] {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return [] }
      throw HistoryFileError(operation: .read, path: url.path, code: errno)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw HistoryFileError(operation: .read, path: url.path, code: errno)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw HistoryFileError(
        operation: .read, path: url.path, code: status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL
      )
    }
    if status.st_uid == getuid(), status.st_mode & 0o077 != 0 {
      _ = fchmod(descriptor, 0o600)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw HistoryFileError(operation: .read, path: url.path, code: errno)
      }
      bytes += chunk[..<count]
    }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      let backup = url.appendingPathExtension("bak")
      let code = rename(url.path, backup.path) == 0 ? 0 : errno
      throw HistoryFileError(operation: .setAside, path: url.path, code: code)
    }
    // Split bytes, not characters: to Swift "\r\n" is a single character, not a line break.
    let lines = bytes.split(separator: 0x0A).map { line in
      String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
    return Self.normalized(lines, capacity: capacity)
  }

  /// Replaces the file with `entries` (normalized), creating its directory when missing.
  func save(_ entries: [String]) throws(HistoryFileError) {
    let text = Self.normalized(entries, capacity: capacity).map { $0 + "\n" }.joined()
    do {
      try StateFile.replace(url, with: text)
    } catch {
      throw HistoryFileError(
        operation: error.operation == .createDirectory ? .createDirectory : .write, path: error.path, code: error.code
      )
    }
  }

  /// Adds `line` to the entries on disk and returns the new entries. Reading the file first
  /// keeps the lines other playground sessions saved meanwhile.
  @discardableResult
  func append(_ line: String) throws(HistoryFileError) -> [String] {
    let entries = Self.normalized(try load() + [line], capacity: capacity)
    try save(entries)
    return entries
  }
}

/// A history file that could not be read or written; the editor keeps working without it.
public struct HistoryFileError: Error, Equatable, CustomStringConvertible {
  public enum Operation: Sendable {
    case read, createDirectory, write
    /// The file was not UTF-8 text, so it was renamed to `history.bak` (when `code` is 0) rather
    /// than rewritten; history starts afresh in a new file.
    case setAside
  }

  public var operation: Operation
  public var path: String
  /// The `errno` of the failed call.
  public var code: Int32

  public var description: String {
    let backup = (path as NSString).lastPathComponent + ".bak"
    switch operation {
    case .read: return "cannot read history file \(path): \(reason)"
    case .createDirectory: return "cannot create history directory \(path): \(reason)"
    case .write: return "cannot write history file \(path): \(reason)"
    case .setAside where code == 0:
      return "history file \(path) is not UTF-8 text; it was kept as \(backup), and history starts afresh"
    case .setAside:
      return "history file \(path) is not UTF-8 text, and it could not be kept as \(backup) (\(reason)), so it is left as it is"
    }
  }

  private var reason: String { String(cString: strerror(code)) }

  /// The one warning the shell shows: what went wrong, and what it means for history.
  public var warning: String {
    operation == .setAside && code == 0 ? description : "\(description); history is kept for this session only"
  }
}
