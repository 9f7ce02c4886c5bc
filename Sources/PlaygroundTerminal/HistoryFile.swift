import Foundation
import Glibc

/// The line editor's history on disk: one entry per line, UTF-8, oldest first.
///
/// The file holds what the user typed, so it is private: mode 0600 in a 0700 directory, and a
/// file found with wider permissions is narrowed when read. Every save replaces it whole, as
/// ``StateFile`` does.
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

  /// The saved entries; none when the file does not exist yet.
  func load() throws(HistoryFileError) -> [String] {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return [] }
      throw HistoryFileError(operation: .read, path: url.path, code: errno)
    }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & 0o077 != 0 {
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
  }

  public var operation: Operation
  public var path: String
  /// The `errno` of the failed call.
  public var code: Int32

  public var description: String {
    let verb =
      switch operation {
      case .read: "cannot read history file"
      case .createDirectory: "cannot create history directory"
      case .write: "cannot write history file"
      }
    return "\(verb) \(path): \(String(cString: strerror(code)))"
  }
}
