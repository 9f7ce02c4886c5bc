import ConcurrencyExtras
import Dependencies
import Foundation

/// How ``FileStorageKey`` reads and writes files: ``fileSystem``, or ``inMemory`` for tests.
public struct FileStorage: Sendable {
  let id: AnyHashableSendable
  // Each throws an error whose description is the reason, e.g. "Permission denied"; the key
  // says which file and what it was doing.

  /// The file's contents, or `nil` when there is no file.
  let load: @Sendable (URL) throws -> Data?
  /// Replaces the file's contents as one step: a reader sees the old file or the new one.
  let save: @Sendable (Data, URL) throws -> Void
  /// Moves an unreadable file out of the way, to `<name>.corrupt`, and returns where it went.
  let setAside: @Sendable (URL) throws -> URL
  /// Runs `work` once `delay` has passed: when ``FileStorageKey`` writes the latest of the
  /// changes it held back (see ``FileStorageWrites``). swift-sharing's storage has the same
  /// hook, a dispatch queue's `asyncAfter`.
  let asyncAfter: @Sendable (Duration, @escaping @Sendable () -> Void) -> Void
  /// Runs `work` after a second of real time, whatever `asyncAfter` is: the bound on how long
  /// a held-back change stays off the disk (see ``FileStorageWrites``). Nothing in memory.
  let backstop: @Sendable (@escaping @Sendable () -> Void) -> Void

  init(
    id: AnyHashableSendable,
    load: @escaping @Sendable (URL) throws -> Data?,
    save: @escaping @Sendable (Data, URL) throws -> Void,
    setAside: @escaping @Sendable (URL) throws -> URL,
    asyncAfter: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> Void,
    backstop: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { _ in }
  ) {
    self.id = id
    self.load = load
    self.save = save
    self.setAside = setAside
    self.asyncAfter = asyncAfter
    self.backstop = backstop
  }

  /// The same storage, with held-back writes scheduled by `asyncAfter` instead: the
  /// playground passes its virtual clock, so a session writes at the same virtual instants on
  /// every run.
  public func scheduling(
    _ asyncAfter: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> Void
  ) -> Self {
    Self(id: id, load: load, save: save, setAside: setAside, asyncAfter: asyncAfter, backstop: backstop)
  }

  /// Puts every change that file storage holds back, in the whole process, on disk now:
  /// for a process about to end on a signal or a closed output, where the session's own
  /// flush cannot run. Safe from any thread.
  public static func writeHeldChangesNow() {
    FileStorageWrites.writeEveryHeldChange()
  }

  /// A file system that lives in memory, empty at first: what tests get, so they never touch
  /// the disk or each other.
  public static var inMemory: Self {
    let files = LockIsolated<[URL: Data]>([:])
    return Self(
      id: AnyHashableSendable(ObjectIdentifier(files)),
      load: { url in files[url] },
      save: { data, url in files.withValue { $0[url] = data } },
      setAside: { url in
        files.withValue { files in
          let backup = corruptBackupURL(for: url) { files[$0] != nil }
          files[backup] = files.removeValue(forKey: url)
          return backup
        }
      },
      // At once: a test sees every change written as it happens.
      asyncAfter: { _, work in work() }
    )
  }
}

/// `stats.json.corrupt`, or `stats.json.corrupt-2`, … when that is taken, so an earlier
/// backup is never overwritten.
func corruptBackupURL(for url: URL, exists: (URL) -> Bool) -> URL {
  let folder = url.deletingLastPathComponent()
  var candidate = folder.appending(component: url.lastPathComponent + ".corrupt")
  var number = 2
  while exists(candidate) {
    candidate = folder.appending(component: url.lastPathComponent + ".corrupt-\(number)")
    number += 1
  }
  return candidate
}

extension FileStorage: DependencyKey {
  public static let liveValue = FileStorage.fileSystem
  public static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file storage ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` keys use: the real
  /// file system when the app runs, an empty in-memory one in tests.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorage.self] }
    set { self[FileStorage.self] = newValue }
  }
}
