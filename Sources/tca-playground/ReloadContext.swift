import Foundation
import PlaygroundReload
import PlaygroundSession
import PlaygroundTerminal

/// What `:reload` keeps while the session runs: the session as the user saw it, the data
/// folder, the tutorial progress as the session started (the replay starts from it, so it
/// prints what the session printed), and, piped, the input read ahead.
///
/// The progress file is read before the first command runs, not as the shell starts: only a
/// command changes it, and start-up stays free of the file system.
@MainActor
final class ReloadContext {
  var record: SessionRecord
  let dataFolder: DataFolder
  /// Read by ``keepProgressAtStart()``, or handed over by the build before a reload.
  private(set) var progressAtStart: Data?
  private var progressIsKept: Bool
  private let environment: ProcessEnvironment
  let settings: ShellSettings
  /// Whether progress lines are drawn: on a terminal.
  let isTerminal: Bool
  /// Piped: what was read from standard input and not run yet.
  var unreadInput: () -> [UInt8] = { [] }

  /// - Parameter handover: What the build before a reload handed over, or `nil` in a new session.
  init(
    lessonID: String, handover: ReloadHandover?, dataFolder: DataFolder, settings: ShellSettings,
    environment: ProcessEnvironment, isTerminal: Bool
  ) {
    record = handover?.record ?? SessionRecord(lessonID: lessonID)
    progressAtStart = handover?.progressAtStart
    progressIsKept = handover != nil
    self.dataFolder = dataFolder
    self.settings = settings
    self.environment = environment
    self.isTerminal = isTerminal
  }

  /// Keeps the progress file as it is now, before the session's first command.
  func keepProgressAtStart() {
    guard !progressIsKept else { return }
    progressIsKept = true
    progressAtStart = Self.progressFile(environment: environment)
  }

  /// The progress file's bytes, if there is one.
  private static func progressFile(environment: ProcessEnvironment) -> Data? {
    guard let folder = StateDirectory.url(environment: environment) else { return nil }
    let file = folder.appendingPathComponent("progress.json")
    // Most learners have none yet; a failed read would build an error for nothing at start-up.
    guard FileManager.default.fileExists(atPath: file.path(percentEncoded: false)) else { return nil }
    return try? Data(contentsOf: file)
  }

  /// A fresh folder for one replay: `data`, the data folder as the session found it, and
  /// `state`, an `XDG_STATE_HOME` with the progress the session started with. Removed by
  /// the caller.
  func makeReplayFolders(_ playground: Playground) throws -> (root: URL, folders: ReplayFolders) {
    let root = FileManager.default.temporaryDirectory
      .appending(component: "tca-playground-reload-\(UUID().uuidString)", directoryHint: .isDirectory)
    try playground.exportOriginals(to: root.appending(component: "originals"))
    let state = root.appending(component: "state", directoryHint: .isDirectory)
    let progress = state.appending(path: "tca-playground/progress.json")
    try FileManager.default.createDirectory(at: progress.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let progressAtStart { try progressAtStart.write(to: progress) }
    return (root, ReplayFolders(data: root.appending(path: "originals/files"), state: state))
  }
}
