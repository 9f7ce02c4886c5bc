import Foundation

/// What a session hands the new build when `:reload` moves it there: the process replaces
/// itself with the new binary (`exec`), which reads this file, replays the commands silently
/// to the same point and goes on. Line-editor history and tutorial progress are in their own
/// files already; settings come back with the `set` commands among the commands.
public struct ReloadHandover: Equatable, Sendable, Codable {
  /// The session so far, with what the new build printed for it.
  public var record: SessionRecord
  /// The data folder the session used, and whether the session made it (then the new process
  /// removes it when it ends).
  public var dataFolder: String
  public var dataFolderIsTemporary: Bool
  /// The data folder's files as the session first touched them (see `ReplayFiles`), for the
  /// silent replay and for `undo` after it.
  public var originals: String?
  /// The tutorial progress file as the session started, which the next reload's replay starts from.
  public var progressAtStart: Data?
  /// Piped input the old process read ahead but did not run yet.
  public var pendingInput: Data?
  /// Whether `:reload --watch` was watching: the new process goes on watching.
  public var isWatching: Bool
  public var package: String?
  public var noColor: Bool

  public init(
    record: SessionRecord, dataFolder: String, dataFolderIsTemporary: Bool, originals: String?,
    progressAtStart: Data?, pendingInput: Data?, isWatching: Bool, package: String?, noColor: Bool
  ) {
    self.record = record
    self.dataFolder = dataFolder
    self.dataFolderIsTemporary = dataFolderIsTemporary
    self.originals = originals
    self.progressAtStart = progressAtStart
    self.pendingInput = pendingInput
    self.isWatching = isWatching
    self.package = package
    self.noColor = noColor
  }

  /// Writes it to a new private file in the system's temporary folder; returns its path.
  public func write() throws -> URL {
    let file = FileManager.default.temporaryDirectory.appending(component: "tca-playground-reload-\(UUID().uuidString).json")
    let data = try JSONEncoder().encode(self)
    guard FileManager.default.createFile(atPath: file.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    return file
  }

  /// Reads the file and removes it: a handover is taken once.
  public static func take(from file: URL) throws -> ReloadHandover {
    defer { try? FileManager.default.removeItem(at: file) }
    return try JSONDecoder().decode(ReloadHandover.self, from: Data(contentsOf: file))
  }
}
