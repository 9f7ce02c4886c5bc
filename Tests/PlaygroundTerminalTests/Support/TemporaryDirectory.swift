import Foundation
import Glibc

/// A fresh directory under the system's temporary directory, removed with its contents when
/// the value goes away.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("PlaygroundTerminalTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The permission bits of the file at `url`.
func fileMode(_ url: URL) throws -> mode_t {
  var status = stat()
  guard stat(url.path, &status) == 0 else {
    throw PseudoTerminal.SystemError(call: "stat \(url.path)", code: errno)
  }
  return status.st_mode & 0o7777
}
