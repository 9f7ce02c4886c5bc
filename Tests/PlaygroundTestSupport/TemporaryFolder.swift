import Foundation
import Glibc

/// A fresh folder under the system's temporary folder, removed with its contents when the
/// value goes away.
public final class TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-playground-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `text` to `name` in the folder, making folders on the way; returns its URL.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  public func read(_ name: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }
}

/// The permission bits of the file or folder at `url`.
public func fileMode(_ url: URL) throws -> mode_t {
  var status = stat()
  guard stat(url.path, &status) == 0 else {
    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, userInfo: [NSFilePathErrorKey: url.path])
  }
  return status.st_mode & 0o7777
}
