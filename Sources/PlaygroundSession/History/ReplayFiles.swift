import ComposableArchitecture
import Foundation

/// Keeps replays away from the user's real files.
///
/// Before the session's first step, it copies the data folder aside. A replay (`undo`, `goto`)
/// then runs against a fresh copy of that copy, through the file storage the lessons use,
/// which sends every path inside the data folder to the same path inside the copy. When the
/// replay ends, the storage points at the real folder again, and the session writes each
/// shared file there once, with the value the replay ended with: undoing past a write
/// neither loses nor doubles what the file holds.
///
/// The copies live in the data folder's scratch folder, which goes when the session does.
final class ReplayFiles: Sendable {
  private let dataFolder: URL
  private let scratch: URL
  /// The copy taken before the first step, and the copy the running replay writes to.
  private let folders = LockIsolated<(original: URL?, replay: URL?)>((nil, nil))

  init(dataFolder: DataFolder) {
    self.dataFolder = dataFolder.url
    scratch = dataFolder.scratch
  }

  /// The storage for `@Shared(.fileStorage)`: the real file system, redirected while a
  /// replay runs.
  var storage: FileStorage {
    .redirected { [self] url in redirect(url) }
  }

  /// Where `url` is read and written now: inside the replay's copy while a replay runs, when
  /// it is inside the data folder.
  private func redirect(_ url: URL) -> URL {
    guard let replay = folders.value.replay else { return url }
    let dataFolder = dataFolder.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(dataFolder) else { return url }
    return replay.appending(path: String(path.dropFirst(dataFolder.count)))
  }

  /// Gives `file`, in the running replay's copy, the contents another process gave the real
  /// one (`nil`: it removed it), as the session logged it.
  func change(_ file: URL, to contents: Data?) {
    let copy = redirect(file)
    if let contents {
      try? FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
      )
      try? contents.write(to: copy)
    } else {
      try? FileManager.default.removeItem(at: copy)
    }
  }

  /// Copies the data folder aside, once, before the session first changes anything.
  func keepOriginal() {
    guard folders.value.original == nil else { return }
    let copy = scratchFolder()
    Self.copyContents(of: dataFolder, to: copy)
    folders.withValue { $0.original = copy }
  }

  /// Sends the lessons' files to a fresh copy of the original data folder, until
  /// ``endReplay()``.
  func beginReplay() {
    keepOriginal()
    let copy = scratchFolder()
    if let original = folders.value.original { Self.copyContents(of: original, to: copy) }
    folders.withValue { $0.replay = copy }
  }

  /// Points the lessons' files at the data folder again, and removes the replay's copy.
  func endReplay() {
    let copy = folders.withValue { folders in
      defer { folders.replay = nil }
      return folders.replay
    }
    if let copy { try? FileManager.default.removeItem(at: copy) }
  }

  private func scratchFolder() -> URL {
    scratch.appending(component: UUID().uuidString, directoryHint: .isDirectory)
  }

  /// Copies what `source` holds into `destination`, created; nothing when `source` is missing.
  private static func copyContents(of source: URL, to destination: URL) {
    let files = FileManager.default
    // Private, as the data folder is: the copies hold what the lessons saved.
    try? files.createDirectory(
      at: destination, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
    )
    guard let names = try? files.contentsOfDirectory(atPath: source.path) else { return }
    for name in names {
      try? files.copyItem(at: source.appending(component: name), to: destination.appending(component: name))
    }
  }
}
